/**
 * Fonts for the bundled Chromium (@sparticuz/chromium) on a machine without system fonts.
 *
 * The package unpacks its fonts (Open Sans) to `<tmp>/fonts` beside the browser, but points fontconfig
 * at them (FONTCONFIG_PATH) only when it runs on Amazon Linux (build/esm/index.js,
 * `setupLambdaEnvironment`). On a bare Debian with only Node and npm there are no fonts in
 * /usr/share/fonts, so Chromium drew every glyph from no font: the exported PDFs had no text at all
 * (found by running `npm test` with the system fonts hidden, issue #29). This writes a fontconfig file
 * that keeps the system's configuration (its fonts win where there are any) and adds the bundled
 * fonts, and names it in FONTCONFIG_FILE for the browser's process only.
 * fontconfig: https://www.freedesktop.org/software/fontconfig/fontconfig-user.html (include, dir, cachedir)
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The folder @sparticuz/chromium's executablePath() unpacks fonts.tar.br into. */
export const BUNDLED_FONT_DIR = path.join(os.tmpdir(), 'fonts');

/** The fontconfig file: the system's configuration when present, plus the bundled fonts. */
export function bundledFontconfig(fontDir: string = BUNDLED_FONT_DIR, cacheDir: string = path.join(os.tmpdir(), 'greenit-fonts-cache')): string {
  const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
    '<fontconfig>',
    '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>',
    `  <dir>${xml(fontDir)}</dir>`,
    `  <cachedir>${xml(cacheDir)}</cachedir>`,
    '</fontconfig>',
    '',
  ].join('\n');
}

/** The environment the bundled browser is launched with: FONTCONFIG_FILE naming {@link bundledFontconfig}. */
export function bundledFontEnv(fontDir: string = BUNDLED_FONT_DIR): Record<string, string> {
  const dir = path.join(os.tmpdir(), 'greenit-fontconfig');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'fonts.conf');
  const content = bundledFontconfig(fontDir);
  let current: string | null = null;
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    current = null;
  }
  if (current !== content) writeFileSync(file, content);
  return { FONTCONFIG_FILE: file };
}
