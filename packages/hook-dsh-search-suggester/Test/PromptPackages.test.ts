import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { InPackages, PackagesFirst, PromptHinted, PromptPackages } from "../Source/Function/PromptPackages";

const packages = [
	{ path: "packages/nuxt", name: "@vueuse/nuxt" },
	{ path: "playgrounds/nuxt", name: "playground-nuxt" },
	{ path: "packages/xstate-react", name: "@xstate/react" },
	{ path: "packages/xstate-store", name: "@xstate/store" },
	{ path: "packages/create-vite", name: "create-vite" },
	{ path: "packages/create-vite/template-lit", name: "vite-lit-starter" },
	{ path: "docs", name: "docs" },
	{ path: "packages/vite", name: "vite" },
];

describe("PromptPackages: the workspace packages a prompt names", () => {
	it("reads a commit scope as a package's folder or declared name", () => {
		expect(PromptPackages("docs(nuxt): remove stale `useTitle` caveat", packages)).toEqual([
			"packages/nuxt/",
			"playgrounds/nuxt/",
		]);
		expect(PromptPackages("chore(@xstate/react): bump version to 0.7.0", packages)).toEqual([
			"packages/xstate-react/",
		]);
		expect(PromptPackages("chore(`@xstate/react`)!: drop node 16", packages)).toEqual(["packages/xstate-react/"]);
		expect(PromptPackages("@xstate/react: Bump version to 0.6.1", packages)).toEqual(["packages/xstate-react/"]);
		expect(PromptPackages("[xstate-store] Add Missing Argument in the Docs Example", packages)).toEqual([
			"packages/xstate-store/",
		]);
		expect(PromptPackages("[ci] format", packages)).toEqual([]);
		// the scope's first part: a page of a package's docs is still that package
		expect(PromptPackages("fix(create-vite/templates): align tsconfigs", packages)).toEqual([
			"packages/create-vite/",
		]);
	});

	it("does not read a commit type as a package, nor an unscoped name in running text", () => {
		expect(PromptPackages("docs: fix a typo in the guide", packages)).toEqual([]);
		expect(PromptPackages("fix: vite crashes on start", packages)).toEqual([]);
		expect(PromptPackages("make vite faster", packages)).toEqual([]);
		expect(PromptPackages("chore(deps): bump nuxt", packages)).toEqual([]);
	});

	it("reads a hyphenated package name or folder written whole in running text", () => {
		expect(PromptPackages("breakpoints in create-vite src dont map right", packages)).toEqual([
			"packages/create-vite/",
		]);
		expect(PromptPackages("the vite-lit-starter template is stale", packages)).toEqual([
			"packages/create-vite/template-lit/",
		]);
		// part of a longer name, or a path's part, is not the name
		expect(PromptPackages("use create-vite-extra instead", packages)).toEqual([]);
		expect(PromptPackages("see my-create-vite fork", packages)).toEqual([]);
	});

	it("reads a scope that matches no package exactly as one package's unscoped name or its folder without a shared affix", () => {
		const hopp = [
			{ path: "packages/hoppscotch-cli", name: "@hoppscotch/cli" },
			{ path: "packages/hoppscotch-desktop", name: "hoppscotch-desktop" },
			{ path: "packages/hoppscotch-js-sandbox", name: "@hoppscotch/js-sandbox" },
			{ path: "packages/hoppscotch-sh-admin", name: "hoppscotch-sh-admin" },
			{ path: "packages/hoppscotch-selfhost-web", name: "@hoppscotch/selfhost-web" },
			{ path: "packages/admin-tools", name: "admin-tools" },
		];
		expect(PromptPackages("chore(cli): bump version to `0.31.2`", hopp)).toEqual(["packages/hoppscotch-cli/"]);
		expect(PromptPackages("docs(desktop): add minimum system requirements", hopp)).toEqual([
			"packages/hoppscotch-desktop/",
		]);
		expect(PromptPackages("docs(js-sandbox): update development instructions", hopp)).toEqual([
			"packages/hoppscotch-js-sandbox/",
		]);
		// two folders carry the affix (`hoppscotch-sh-admin`, `admin-tools`): neither is named; nor is a bare word
		expect(PromptPackages("fix(admin): the login page", hopp)).toEqual([]);
		expect(PromptPackages("chore: bump cli to 0.8.1", hopp)).toEqual([]);
		// a short or a path-shaped scope is no affix
		expect(PromptPackages("fix(sh): quoting", hopp)).toEqual([]);
		expect(PromptPackages("fix(web/app): a route", hopp)).toEqual([]);
	});

	it("reads the tail of one package's folder, in running text or as a scope", () => {
		const labs = [
			...packages,
			{ path: "packages/labs/motion", name: "@lit-labs/motion" },
			{ path: "packages/labs/task", name: "@lit-labs/task" },
			{ path: "examples/labs/task", name: "task-example" },
		];
		expect(PromptPackages("Format the README of labs/motion", labs)).toEqual(["packages/labs/motion/"]);
		expect(PromptPackages("[labs/motion] Small readme fixes", labs)).toEqual(["packages/labs/motion/"]);
		expect(PromptPackages("fix labs/motion/README.md links", labs)).toEqual(["packages/labs/motion/"]);
		expect(PromptPackages("see create-vite/template-lit/index.html", labs)).toEqual([
			"packages/create-vite/template-lit/",
		]);
		// a tail two packages end with names neither; one word is no tail
		expect(PromptPackages("update labs/task docs", labs)).toEqual([]);
		expect(PromptPackages("Format the README of motion", labs)).toEqual([]);
		// a long path is read by its first parts only
		expect(PromptPackages(`see ${"x/".repeat(2000)}labs/motion`, labs)).toEqual([]);
		expect(PromptPackages(`see labs/motion/${"x/".repeat(2000)}`, labs)).toEqual(["packages/labs/motion/"]);
	});

	it("reads a package's folder or name written just before one of its files", () => {
		expect(PromptPackages("docs: update nuxt readme to show all disabled functions", packages)).toEqual([
			"packages/nuxt/",
			"playgrounds/nuxt/",
		]);
		expect(PromptPackages("fix the `create-vite` tsconfig", packages)).toEqual(["packages/create-vite/"]);
		expect(PromptPackages("bump @xstate/store package.json", packages)).toEqual(["packages/xstate-store/"]);
		// a word that names no package, or a package named far from the file, names nothing
		expect(PromptPackages("update the readme", packages)).toEqual([]);
		expect(PromptPackages("vite is slow, see the readme", packages)).toEqual([]);
		expect(PromptPackages("update nuxtjs readme", packages)).toEqual([]);
	});

	it("reads a path under a package, and a scoped package name anywhere", () => {
		expect(PromptPackages("fix(docs): grammar in /packages/nuxt/README.md", packages)).toEqual([
			"packages/nuxt/",
			"docs/",
		]);
		expect(PromptPackages("Fix grammar in Packages/Nuxt/README.md", [{ path: "Packages/Nuxt" }])).toEqual([
			"Packages/Nuxt/",
		]);
		expect(PromptPackages("see packages/create-vite/template-lit/index.html", packages)).toEqual([
			"packages/create-vite/template-lit/",
		]);
		expect(PromptPackages("Update README to highlight @xstate/store", packages)).toEqual([
			"packages/xstate-store/",
		]);
		// a longer name that only starts with a package's name is another package
		expect(PromptPackages("try @xstate/store-extra", packages)).toEqual([]);
	});

	it("knows no package without the graph's packages, and reads a huge prompt only so far", () => {
		expect(PromptPackages("docs(nuxt): x", [])).toEqual([]);
		expect(PromptPackages("docs(nuxt): x", [{ path: "", name: "root" }])).toEqual([]);
		expect(PromptPackages(`${"x ".repeat(5000)} @xstate/store`, packages)).toEqual([]);
		expect(PromptPackages(`chore(${"a".repeat(1_000_000)}): y`, packages)).toEqual([]);
	});

	it("never throws, and names or hints only packages it was given, whatever the prompt and the packages", () => {
		fc.assert(
			fc.property(
				fc.string({ maxLength: 300 }),
				fc.array(
					fc.record({ path: fc.string({ maxLength: 30 }), name: fc.option(fc.string(), { nil: undefined }) }),
				),
				(user, given) => {
					const isGiven = (folder: string) => given.some((pkg) => `${pkg.path}/` === folder);
					expect(PromptPackages(user, given).every(isGiven)).toBe(true);
					expect(PromptHinted(user, given).every(isGiven)).toBe(true);
				},
			),
		);
	});

	it("orders a package's paths first and tells whether a path lies in one", () => {
		const paths = ["README.md", "packages/core/README.md", "packages/nuxt/README.md", "docs/"];
		expect(PackagesFirst(paths, ["packages/nuxt/"])).toEqual([
			"packages/nuxt/README.md",
			"README.md",
			"packages/core/README.md",
			"docs/",
		]);
		expect(PackagesFirst(paths, [])).toEqual(paths);
		expect(InPackages("packages/nuxt/package.json", ["packages/nuxt/"])).toBe(true);
		expect(InPackages("packages/nuxt-extra/package.json", ["packages/nuxt/"])).toBe(false);
	});
});

describe("PromptHinted: the packages a bare prompt word names, for the candidates' order only", () => {
	const labs = [
		...packages,
		{ path: "packages/labs/motion", name: "@lit-labs/motion" },
		{ path: "packages/integrations/partytown", name: "@astrojs/partytown" },
		{ path: "packages/core", name: "@mono/core" },
		{ path: "examples/core", name: "core-example" },
		{ path: "packages/ui", name: "@mono/ui" },
	];

	it("reads a word that is the last part of exactly one package's folder", () => {
		expect(PromptHinted("Clarify keyframeOptions in motion", labs)).toEqual(["packages/labs/motion/"]);
		expect(PromptHinted("docs: fix outdated Partytown link", labs)).toEqual(["packages/integrations/partytown/"]);
		expect(PromptHinted("make `vite` faster.", labs)).toEqual(["packages/vite/"]);
		// a possessive names its package too
		expect(PromptHinted("turn on strict checks for motion's typescript config", labs)).toEqual([
			"packages/labs/motion/",
		]);
		// two folders end in `core`; `ui` is too short to tell a package from a word; `docs` is a commit type
		expect(PromptHinted("core: tidy the ui", labs)).toEqual([]);
		expect(PromptHinted("docs: reword", labs)).toEqual([]);
	});

	it("reads two words in a row that are two segments in a row of exactly one hyphenated folder name", () => {
		const examples = [
			...labs,
			{ path: "examples/next-sse-chat", name: "sse-chat" },
			{ path: "examples/next-prisma-starter", name: "prisma-starter" },
			{ path: "examples/next-prisma-websockets", name: "prisma-ws" },
			{ path: "packages/extension-link", name: "@tiptap/extension-link" },
		];
		expect(PromptHinted("chore: update sse chat readme", examples)).toEqual(["examples/next-sse-chat/"]);
		expect(PromptHinted("Fix the SSE, chat readme", examples)).toEqual([]);
		// one segment alone is an everyday word; a pair two folders share tells none apart
		expect(PromptHinted("Fix the link in README", examples)).toEqual([]);
		expect(PromptHinted("update next prisma readme", examples)).toEqual([]);
		expect(PromptHinted("update prisma starter readme", examples)).toEqual(["examples/next-prisma-starter/"]);
	});

	it("reads whole words only, and leaves out the packages PromptPackages already names", () => {
		// `react` is the tail of `@xstate/react`, a name PromptPackages reads whole; `lit` is the template's folder
		// name only as the end of `template-lit`
		expect(PromptHinted("chore(@xstate/react): bump", labs)).toEqual([]);
		expect(PromptHinted("fix lit templates", labs)).toEqual([]);
		expect(PromptHinted("fix the partytown readme", labs, ["packages/vite/"])).toEqual([
			"packages/integrations/partytown/",
		]);
		expect(PromptHinted("motion", labs, ["packages/labs/motion/"])).toEqual([]);
	});

	it("knows no package without the graph's, and reads a huge prompt only so far", () => {
		expect(PromptHinted("motion", [])).toEqual([]);
		expect(PromptHinted("motion", [{ path: "", name: "motion" }])).toEqual([]);
		expect(PromptHinted(`${"x ".repeat(5000)} motion`, labs)).toEqual([]);
		expect(PromptHinted(`${"a".repeat(1_000_000)} motion`, labs)).toEqual([]);
	});
});
