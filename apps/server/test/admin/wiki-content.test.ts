// Issue 27: the seeded guide must say what the product does. Buyers set each item's bid step
// (1 % of the expected price is only the editor's suggestion), so the guide must not say the step
// is 1 % of the expected price.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../helper.ts';

describe('the seeded wiki', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build({ runClock: false });
  });
  afterAll(() => app.dispose());

  it("says that the buyer sets each item's bid step", async () => {
    const reply = await app.inject({
      method: 'GET',
      url: '/api/admin/GetQuestionsAndAnswersFromWiki',
    });
    const { entries } = reply.json() as { entries: Array<{ question: string; answer: string }> };
    expect(entries.length).toBeGreaterThan(0);
    const howToBid = entries.find((entry) => entry.question === 'How do I bid?');
    expect(howToBid?.answer).toContain("the buyer sets each item's step");
    for (const entry of entries) expect(entry.answer).not.toMatch(/1 ?% of the expected price/);
  });
});
