/**
 * Parsers for what the Table keeps in the store's JSON columns (STYLE: parse at the boundary).
 * The store hands JSON back as `unknown`; nothing here trusts its shape.
 */
import { z } from 'zod';
import type { RngState } from '../engines/kit/rng.js';
import type { GameEvent, GameResult, Msg } from '../engines/kit/types.js';

const optionValues = z.record(z.string(), z.union([z.boolean(), z.string()]));

/** The Table's options column: the engine's variant options and the lobby's seat limit. */
export const tableOptionsSchema = z.object({
  engine: optionValues,
  maxSeats: z.number().int().min(1).max(10),
});
export type TableOptions = z.infer<typeof tableOptionsSchema>;

export function parseTableOptions(raw: unknown): TableOptions {
  return tableOptionsSchema.parse(raw);
}

const rngStateSchema = z.object({ a: z.number(), b: z.number(), c: z.number(), d: z.number() });

export function parseRngState(raw: unknown): RngState {
  return rngStateSchema.parse(raw);
}

const msgSchema: z.ZodType<Msg> = z.lazy(() =>
  z.object({
    key: z.string(),
    params: z.record(z.string(), z.union([z.string(), z.number(), msgSchema])).optional(),
  }),
);

const eventSchema = z.object({ msg: msgSchema, to: z.array(z.number().int()).optional() });
const eventsSchema = z.array(eventSchema);

export function parseEvents(raw: unknown): GameEvent[] {
  const parsed = eventsSchema.safeParse(raw);
  return parsed.success ? parsed.data : [];
}

const resultSchema = z.object({
  winners: z.array(z.number().int()),
  ranking: z.array(z.array(z.number().int())),
  scores: z.array(z.number()).optional(),
  reason: msgSchema,
});

export function parseResult(raw: unknown): GameResult | null {
  const parsed = resultSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** A pending undo request: who asked, which action, who has confirmed so far. */
export const undoRequestSchema = z.object({
  seat: z.number().int(),
  seq: z.number().int(),
  confirmed: z.array(z.number().int()),
  requestedAt: z.string(),
});
export type UndoRequest = z.infer<typeof undoRequestSchema>;

export function parseUndoRequest(raw: unknown): UndoRequest | null {
  const parsed = undoRequestSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
