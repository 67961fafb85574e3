/**
 * The shape of the code, checked on every `npm run lint` (docs/architecture.md draws it).
 * Arrows point down: serving -> http -> modules -> cache -> platform -> core; seed sits beside http.
 */
const server = "^src/server/";
const testCode = "(\\.test\\.tsx?$|^src/testing/|^tests/)";

/** A rule that forbids `from` importing any of `paths`. */
const forbid = (name, comment, from, paths) => ({
  name,
  comment,
  severity: "error",
  from: { path: from, pathNot: testCode },
  to: { path: paths },
});

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "An import circle: two files that need each other. Move the shared part below both.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    forbid(
      "production-imports-test-code",
      "Fixtures, fakes and world builders live in src/testing and serve tests only.",
      "^(src|scripts)/",
      testCode,
    ),
    forbid(
      "core-imports-server",
      "core holds the shop's plain rules (errors, messages, paging): it imports nothing else of the server.",
      `${server}core/`,
      `${server}(platform|modules|http|cache|serving|seed)/`,
    ),
    forbid(
      "platform-imports-upper-layers",
      "platform (database, mail, uploads, payment gateways, the route kit) serves the modules and knows none of them.",
      `${server}platform/`,
      `${server}(cache|modules|http|serving|seed)/`,
    ),
    forbid(
      "module-imports-upper-layers",
      "A module owns its rules and routes; the HTTP layer mounts them. Routes take ApiApp from platform/api.",
      `${server}modules/`,
      `${server}(http|serving|seed)/`,
    ),
    {
      name: "module-private-files",
      comment: "A module is used through its index.ts; the rest of its files are its own business.",
      severity: "error",
      from: { path: `${server}modules/([^/]+)/`, pathNot: testCode },
      to: {
        path: `${server}modules/[^/]+/`,
        pathNot: [`${server}modules/$1/`, `${server}modules/[^/]+/index\\.ts$`],
      },
    },
    {
      name: "outside-uses-module-index",
      comment:
        "Code outside the modules uses a module through its index.ts (the HTTP layer also mounts its routes files).",
      severity: "error",
      from: { path: "^(src|scripts)/", pathNot: [testCode, `${server}modules/`] },
      to: {
        path: `${server}modules/[^/]+/`,
        pathNot: [`${server}modules/[^/]+/index\\.ts$`, `${server}modules/[^/]+/[^/]*routes\\.ts$`],
      },
    },
    forbid(
      "cache-imports-upper-layers",
      "The catalogue's change feed, its memos and the render cache serve the modules and the server in front of them.",
      `${server}cache/`,
      `${server}(modules|http|serving|seed)/`,
    ),
    forbid(
      "http-imports-serving",
      "The API app knows nothing of the Node server in front of it.",
      `${server}http/`,
      `${server}(serving|seed)/`,
    ),
    forbid(
      "browser-code-imports-server",
      "Islands, the console, stores and shared helpers run in the browser: they reach the server through the API only.",
      "^src/((features|components)/.+\\.tsx$|(stores|client|lib|i18n|console)/)",
      server,
    ),
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|dist|\\.astro|\\.data|bench/results)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
