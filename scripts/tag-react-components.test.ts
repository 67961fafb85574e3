import { describe, expect, it } from "vitest";
import { tagDefaultComponent } from "./tag-react-components.ts";

const island = `import { useState } from "react";\nexport default function CartLink() {\n  return null;\n}\n`;

describe("tagging React components for Astro's server render", () => {
  it("names the React renderer on the default export of a component file of the server build", () => {
    const tagged = tagDefaultComponent(island, "/repo/src/components/layout/CartLink.tsx", true);
    expect(tagged).toContain(island);
    const CartLink = new Function(
      `${tagged!.replace(/^import .*$/m, "").replace("export default ", "")}\nreturn CartLink;`,
    )();
    expect(CartLink[Symbol.for("astro:renderer")]).toBe("@astrojs/react");
  });

  it("leaves the browser build, other files and files without a default component alone", () => {
    expect(tagDefaultComponent(island, "/repo/src/components/layout/CartLink.tsx", false)).toBeUndefined();
    expect(tagDefaultComponent(island, "/repo/node_modules/x/src/Thing.tsx", true)).toBeUndefined();
    expect(tagDefaultComponent(island, "/repo/src/components/layout/nav.ts", true)).toBeUndefined();
    expect(
      tagDefaultComponent("export function field() {}", "/repo/src/features/account/form.tsx", true),
    ).toBeUndefined();
  });
});
