import { describe, expect, it } from "vitest";
import { reviewImagesOk, stepState } from "./order-view.ts";

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
});
