import { describe, expect, it } from 'vitest';
import { PROVINCES } from '../../../src/engines/boze-igrzysko/data/board.js';
import { bozeIgrzyskoGame as def } from '../../../src/engines/boze-igrzysko/index.js';
import type { State } from '../../../src/engines/boze-igrzysko/state.js';
import { expectSameChoice, playUntil, reportDecisionTimes } from '../kit/botSupport.js';

describe('Boże Igrzysko bot', () => {
  it('bot sees only its view', () => {
    // Influence tokens: one house has sealed its draft, another still owes its own.
    const { state, seat } = playUntil<State>(def, 4, 'bot-view', (s) => {
      const st = s.stage;
      if (st.kind !== 'clientele') return null;
      const owing = def.pending(s).map((d) => d.seat);
      const sealed = st.confirmed.findIndex((c) => c);
      return sealed >= 0 && owing.length > 0 ? (owing[0] ?? null) : null;
    });
    const other = structuredClone(state);
    const st = other.stage;
    if (st.kind !== 'clientele') throw new Error('not the clientele step');
    const sealed = st.confirmed.findIndex((c) => c);
    const draft = st.drafts[sealed] ?? {};
    // Another allocation of the same tokens to the provinces: only that house may know which.
    const values = PROVINCES.map((p) => draft[p] ?? 0);
    const rotated = [...values.slice(1), values[0] ?? 0];
    st.drafts[sealed] = { ...draft, ...Object.fromEntries(PROVINCES.map((p, i) => [p, rotated[i] ?? 0])) };
    expect(values.some((v, i) => v !== rotated[i])).toBe(true);
    expectSameChoice(def, state, other, seat);
  });

  it('bot decision time', () => {
    reportDecisionTimes(def, 4, 12);
  });
});
