/** The Table's BoardImages port over src/render: public view in, cached PNG out. */
import { registerProductRenderers } from '../render/games/index.js';
import { hasRenderer, PublicView, renderBoard } from '../render/index.js';
import type { BoardImage, BoardImageRequest, BoardImages } from '../table/ports.js';

export function renderedBoardImages(): BoardImages {
  registerProductRenderers();
  return {
    async render(request: BoardImageRequest): Promise<BoardImage | null> {
      const def = request.definition;
      if (!hasRenderer(def.id)) return null;
      const image = await renderBoard(PublicView.of(def, request.state), {
        locale: request.locale,
        previous:
          request.previousState !== undefined && request.previousState !== null
            ? PublicView.of(def, request.previousState)
            : null,
        title: request.title,
        phase: request.phase,
        deadline: request.deadline ?? null,
        ...(request.players ? { players: request.players } : {}),
        table: request.gameId,
      });
      return { png: image.png, hash: image.hash };
    },
  };
}
