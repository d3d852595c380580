// The URLs and payments `npm run bench` sends must be ones the API accepts: a bench that
// measures 404s and validation errors measures nothing. Checked here on the demo studio.

import { expect, it } from "vitest";
import { ENDPOINTS, PaymentFeed, variedUrl } from "../../../scripts/bench/endpoints.ts";
import { type StudioSample, sampleStudio } from "../../../scripts/bench/studio.ts";
import { DEMO_SIZE, rng, seedStudio } from "../../../scripts/demo-data.ts";
import { describeEachDatabase } from "./support/test-app.ts";

describeEachDatabase("bench URLs", (t) => {
  let sample: StudioSample;
  const today = () => t.clock.now().toISOString().slice(0, 10);

  it("seeds and samples a studio with names to search and payments still to record", async () => {
    await seedStudio(t.db, { size: DEMO_SIZE, seed: 7, today: today() });
    sample = await sampleStudio(t.db, today());
    expect(sample.counts.students).toBe(DEMO_SIZE.students);
    expect(sample.searchTerms.length).toBeGreaterThan(10);
    expect(new Set(sample.paymentBodies).size).toBe(sample.paymentBodies.length);
    expect(sample.paymentBodies.length).toBeGreaterThan(DEMO_SIZE.enrollments);
  });

  it("answers 200 to every endpoint's fixed URL and to varied ones", async () => {
    const authorization = await t.authHeader();
    const random = rng(3);
    const urls = [
      ...ENDPOINTS.flatMap((e) => [
        e.url(sample, () => 0),
        e.url(sample, random),
        e.url(sample, random),
      ]),
      ...Array.from({ length: 40 }, () => variedUrl(sample, random)),
    ];
    const failures: string[] = [];
    for (const url of urls) {
      const res = await t.injectAs(authorization, "GET", url);
      if (res.statusCode !== 200) failures.push(`${url} → ${res.statusCode} ${res.body}`);
    }
    expect(failures).toEqual([]);
  });

  it("records each prepared payment once", async () => {
    const authorization = await t.authHeader();
    const feed = new PaymentFeed(sample.paymentBodies);
    for (let i = 0; i < 20; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/payments",
        headers: { authorization, "content-type": "application/json" },
        payload: feed.body(),
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect(feed.exhausted).toBe(false);
  });
});
