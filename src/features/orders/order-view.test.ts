import { describe, expect, it } from "vitest";
import { linesByPart, mergedHistory, reviewImagesOk, stepState, trackingHref } from "./order-view.ts";

describe("order detail", () => {
  it("shows passed steps as done and the current one as active, none active once cancelled", () => {
    expect(stepState({ status: 1, name: "pending", done: true, active: false }, false)).toBe("done");
    expect(stepState({ status: 2, name: "confirmed", done: false, active: true }, false)).toBe("active");
    expect(stepState({ status: 2, name: "confirmed", done: false, active: true }, true)).toBe("ahead");
  });

  it("accepts review pictures only as jpg or png up to 1000 KB", () => {
    expect(reviewImagesOk([{ type: "image/jpeg", size: 1000 * 1024, name: "a.jpg" }])).toBe(true);
    expect(reviewImagesOk([{ type: "image/png", size: 1000 * 1024 + 1, name: "a.png" }])).toBe(false);
    expect(reviewImagesOk([{ type: "image/webp", size: 10, name: "a.webp" }])).toBe(false);
  });

  it("puts each line under the part that ships it, in part order", () => {
    const parts = [{ id: 7 }, { id: 3 }];
    const lines = [
      { id: 1, part_id: 3 },
      { id: 2, part_id: 7 },
      { id: 3, part_id: 3 },
    ];
    expect(linesByPart(parts, lines).map((g) => [g.part.id, g.lines.map((l) => l.id)])).toEqual([
      [7, [2]],
      [3, [1, 3]],
    ]);
  });

  it("links a carrier's tracking page only when it is a web address", () => {
    expect(trackingHref(" https://track.example/AX1 ")).toBe("https://track.example/AX1");
    expect(trackingHref("javascript:alert(1)")).toBeNull();
    expect(trackingHref("track.example/AX1")).toBeNull();
    expect(trackingHref(null)).toBeNull();
  });

  it("merges timelines in the order things happened", () => {
    const at = (date: string, status: number) => ({ status, event: null, date });
    expect(
      mergedHistory(
        [at("2026-01-01T10:00:00Z", 1), at("2026-01-03T10:00:00Z", 1)],
        [at("2026-01-02T10:00:00Z", 2)],
      ).map((h) => h.date.slice(8, 10)),
    ).toEqual(["01", "02", "03"]);
  });
});
