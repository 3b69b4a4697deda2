// @ts-check
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The link-preview image and the app icons, drawn from the brand mark (no binary is committed).
 * @param {{
 *   context: import('playwright-core').BrowserContext;
 *   shellDir: string;
 *   out: string;
 *   company: { brandName: string; shareImageTagline: string };
 * }} options
 */
export async function writeShareImages({ context, shellDir, out, company }) {
  const page = await context.newPage();
  const mark = await readFile(path.join(shellDir, 'favicon.svg'), 'utf8');
  /** @type {(width: number, height: number, body: string, file: string) => Promise<void>} */
  const draw = async (width, height, body, file) => {
    await page.setViewportSize({ width, height });
    await page.setContent(`<html><body style="margin:0">${body}</body></html>`);
    await page.screenshot({ path: path.join(out, file), type: 'png' });
  };
  for (const size of [192, 512]) {
    await draw(
      size,
      size,
      mark.replace('<svg ', `<svg width="${size}" height="${size}" `),
      `icon-${size}.png`,
    );
  }
  await draw(
    1200,
    630,
    `<div style="width:1200px;height:630px;display:flex;align-items:center;gap:48px;padding:0 96px;box-sizing:border-box;background:linear-gradient(135deg,#0b1526,#24405f);font-family:'Liberation Sans',Arial,sans-serif;color:#fff">${mark.replace('<svg ', '<svg width="220" height="220" ')}<div><div style="font-size:72px;font-weight:700">${company.brandName}</div><div style="font-size:34px;color:#cfd8e3;margin-top:16px">${company.shareImageTagline}</div></div></div>`,
    'og-image.png',
  );
  await page.close();
}
