import { describe, expect, it } from "vitest";
import { DEFAULT_SETTING, type CommonData } from "../lib/common-data.ts";
import { EMPTY_COMMON_DATA } from "./common-data.ts";
import { addPageSources } from "./page-csp.ts";

function policyOf(common: CommonData) {
  const added = { directives: [] as string[], scripts: [] as string[], hashes: [] as string[] };
  addPageSources(
    {
      insertDirective: (d) => added.directives.push(d),
      insertScriptResource: (r) => added.scripts.push(r),
      insertScriptHash: (h) => added.hashes.push(h),
    },
    common,
  );
  return added;
}

describe("what a page adds to its Content-Security-Policy", () => {
  it("nothing when analytics are off, there are no custom scripts and images are the shop's own", () => {
    expect(policyOf(EMPTY_COMMON_DATA)).toEqual({ directives: [], scripts: [], hashes: [] });
  });

  it("Google Analytics and the Meta pixel only when switched on with a valid id", () => {
    const on = policyOf({
      ...EMPTY_COMMON_DATA,
      setting: {
        ...DEFAULT_SETTING,
        enable_ga: true,
        ga_id: "G-ABC123",
        enable_pixel: true,
        pixel_id: "12345",
      },
    });
    expect(on.scripts).toEqual(["https://www.googletagmanager.com", "https://connect.facebook.net"]);
    expect(on.directives.some((d) => d.startsWith("connect-src") && d.includes("google-analytics.com"))).toBe(
      true,
    );
    const badId = policyOf({
      ...EMPTY_COMMON_DATA,
      setting: { ...DEFAULT_SETTING, enable_ga: true, ga_id: "x' 'unsafe-inline" },
    });
    expect(badId.scripts).toEqual([]);
  });

  it("an admin's custom scripts and a configured image host", () => {
    const added = policyOf({
      ...EMPTY_COMMON_DATA,
      img_src_url: "https://img.example.com/media/",
      custom_scripts: [
        {
          route_pattern: "",
          header_script: true,
          header_script_code: '<script src="https://chat.example.com/widget.js"></script>',
          body_script: true,
          body_script_code: "<script>window.chat = 1;</script>",
        },
      ],
    });
    expect(added.scripts).toEqual(["https://chat.example.com"]);
    expect(added.hashes).toHaveLength(1);
    expect(added.directives).toEqual(["img-src https://img.example.com"]);
  });
});
