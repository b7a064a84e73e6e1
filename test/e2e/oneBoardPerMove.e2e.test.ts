/**
 * One board per move: whole games of each title through the real discord.js client and the
 * local stand-in, counting the board images the bot posts. A move by a person posts at most one
 * image; a run of bot moves ends with one; an image is never posted for a public view identical
 * to the previous image's. Boards are drawn by a stand-in renderer (a 1×1 PNG) that records the
 * public view of every image, so the games run fast and the test sees exactly what was drawn.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashOf } from '../../src/render/cache.js';
import type { BoardImageRequest, BoardImages } from '../../src/table/ports.js';
import { type PlayThroughResult, playThrough } from './playThrough.js';

let pixel: Buffer;
beforeAll(async () => {
  pixel = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
});

/** Board images that record the spectator view of each image drawn. */
function recordingImages(): BoardImages & { views: string[] } {
  const views: string[] = [];
  return {
    views,
    async render(request: BoardImageRequest) {
      const view = hashOf(request.definition.view(request.state, null));
      views.push(view);
      return { png: pixel, hash: view };
    },
  };
}

/** Images per move: each posted image belongs to the move after which it was drawn (by its game version). */
function imagesPerMove(out: PlayThroughResult): number[] {
  const bounds = out.moveVersions;
  const counts = new Array<number>(bounds.length).fill(0);
  for (const v of out.imageVersions) {
    // Before the first move: the start board (index 0); after move k: index k.
    let k = 0;
    while (k + 1 < bounds.length && v > (bounds[k] as number)) k++;
    counts[k] = (counts[k] ?? 0) + 1;
  }
  return counts;
}

function noRepeatedView(views: string[]): void {
  for (let i = 1; i < views.length; i++)
    expect(views[i], `image ${i} shows the same view as ${i - 1}`).not.toBe(views[i - 1]);
}

const TITLES: { kind: string; players: number; variant?: string; stopAfter?: number }[] = [
  { kind: 'boze-igrzysko', players: 3 },
  { kind: 'magnaci', players: 3 },
  { kind: 'chocim-1621', players: 2 },
  // A long game (its own e2e test plays ten turns): its first 120 moves are counted.
  { kind: 'stary-kontynent', players: 2, variant: 'maxTurns=10', stopAfter: 120 },
  { kind: 'niepodlegla', players: 2 },
];

describe('one board per move', () => {
  for (const { kind, players, variant, stopAfter } of TITLES) {
    it(`${kind}: at most one board image per move, none for an unchanged view`, async () => {
      const images = recordingImages();
      const out = await playThrough({
        kind,
        players,
        seed: `one-board-${kind}`,
        images,
        ...(variant ? { variant } : {}),
        ...(stopAfter ? { stopAfter } : {}),
      });
      if (!stopAfter) expect(out.game.status).toBe('finished');
      const perMove = imagesPerMove(out);
      console.log(
        `${kind}: ${out.moves} moves, ${out.imagesPosted} images (start + ${out.imagesPosted - (perMove[0] ?? 0)} after moves), ` +
          `max per move ${Math.max(...perMove)}`,
      );
      expect(out.imagesPosted).toBe(images.views.length);
      expect(out.imagesPosted).toBeLessThanOrEqual(out.moves + 1);
      expect(Math.max(...perMove)).toBeLessThanOrEqual(1);
      expect(new Set(out.imageVersions).size).toBe(out.imageVersions.length);
      noRepeatedView(images.views);
    }, 900_000);
  }

  it('niepodlegla finished by bots: images ≤ moves by people + 2, the result with one final board', async () => {
    const images = recordingImages();
    const out = await playThrough({
      kind: 'niepodlegla',
      players: 2,
      seed: 'one-board-bots',
      images,
      handToBotsAfter: 6,
    });
    expect(out.game.status).toBe('finished');
    console.log(
      `niepodlegla by bots: ${out.humanMoves} moves by people, ${out.imagesPosted} images, game version ${out.game.version}`,
    );
    expect(out.imagesPosted).toBeLessThanOrEqual(out.humanMoves + 2);
    noRepeatedView(images.views);
    // The result comes with the final board: the last image is the result message's or the one just before it.
    const resultAt = out.channel.findIndex((m) => m.content.includes(out.game.seed));
    const lastImageAt = out.channel.map((m) => m.images > 0).lastIndexOf(true);
    expect(resultAt).toBeGreaterThanOrEqual(0);
    expect(lastImageAt).toBeGreaterThan(resultAt - 2);
    // Every bot move after the hand-over: one board at the end of the run.
    const handedAt = out.moveVersions.at(-1) ?? 0;
    expect(out.imageVersions.filter((v) => v > handedAt)).toHaveLength(1);
  }, 900_000);
});
