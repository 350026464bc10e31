/// <reference lib="dom" />
// The HTML replay report rendered by a real browser: headless Debian Chromium driven by playwright-core.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

import { chromium } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";

import { ReplaySessions } from "../Source/Command/Replay";
import { CLASS_COLOR, HtmlReport } from "../Source/Replay/Html";
import { ReadSessions } from "../Source/Replay/ReadSessions";
import { Data } from "./Cli";

const Chromium = "/usr/bin/chromium";
const Flags = [
	"--headless",
	"--no-sandbox",
	"--disable-gpu",
	"--disable-background-networking",
	"--disable-component-update",
	"--disable-sync",
];
const folder = mkdtempSync(join(tmpdir(), "dsh-coach-report-test-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

if (!existsSync(Chromium))
	console.warn(
		`Report.test.ts: ${Chromium} is absent, so the screenshot test skips (apt-get install chromium; .ci/run does)`,
	);

describe("the HTML replay report in headless Chromium", () => {
	it.skipIf(!existsSync(Chromium))(
		"renders a timeline per session with a dot per call, tier bars and plugin marks",
		async () => {
			const sessions = [
				...ReadSessions(Data("agent-sessions.jsonl")),
				...ReadSessions(Data("claude-code.jsonl")),
			];
			const run = await ReplaySessions(sessions, { enforce: "write" });
			const file = join(folder, "report.html");
			writeFileSync(file, HtmlReport(run.reports, run.summaries, run.totals, "dsh-coach replay · test"));
			const browser = await chromium.launch({ executablePath: Chromium, args: Flags, headless: true });
			try {
				const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
				const failed: string[] = [];
				page.on("requestfailed", (request) => failed.push(request.url()));
				page.on("request", (request) => {
					if (!request.url().startsWith("file:")) failed.push(request.url());
				});
				await page.goto(pathToFileURL(file).href);
				expect(await page.title()).toBe("dsh-coach replay · test");
				expect(await page.locator("section.session").count()).toBe(3);
				expect(await page.locator("svg.timeline circle.call").count()).toBe(run.totals.calls);
				// The coach's note on the fourth call of demo/a is a ▲ mark, its tier bar the tier-1 colour.
				const first = page.locator("section.session").first();
				expect(await first.locator('text.mark[data-call="4"][data-kind="tool-coach"]').count()).toBe(1);
				expect(await first.locator('rect.tier[data-call="4"]').getAttribute("data-tier")).toBe("1");
				// Every dot really occupies space on the page.
				const box = await first.locator('circle.call[data-call="1"]').boundingBox();
				expect(box?.width).toBeGreaterThan(3);
				const shot = await first.locator("svg.timeline").screenshot();
				const screenshot = join(folder, "timeline.png");
				writeFileSync(screenshot, shot);
				expect(shot.subarray(1, 4).toString("latin1")).toBe("PNG");
				// Read the screenshot's pixels back through a canvas: the class colours were really painted.
				const painted = await page.evaluate(
					async ({ data, colors }) => {
						const image = new Image();
						image.src = `data:image/png;base64,${data}`;
						await image.decode();
						const canvas = document.createElement("canvas");
						canvas.width = image.width;
						canvas.height = image.height;
						const context = canvas.getContext("2d")!;
						context.drawImage(image, 0, 0);
						const pixels = context.getImageData(0, 0, image.width, image.height).data;
						const wanted = colors.map((hex: string) =>
							[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)),
						);
						const seen = wanted.map(() => 0);
						for (let index = 0; index < pixels.length; index += 4) {
							wanted.forEach((rgb: number[], which: number) => {
								if (
									Math.abs(pixels[index] - rgb[0]) < 8 &&
									Math.abs(pixels[index + 1] - rgb[1]) < 8 &&
									Math.abs(pixels[index + 2] - rgb[2]) < 8
								)
									seen[which] += 1;
							});
						}
						return { width: image.width, height: image.height, seen };
					},
					{
						data: shot.toString("base64"),
						colors: [CLASS_COLOR.read, CLASS_COLOR.discovery, CLASS_COLOR.clean],
					},
				);
				expect(painted.width).toBeGreaterThan(100);
				expect(painted.height).toBeGreaterThan(100);
				expect(painted.seen.every((count) => count > 10)).toBe(true);
				expect(failed).toEqual([]);
			} finally {
				await browser.close();
			}
		},
	);
});
