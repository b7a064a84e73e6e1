/**
 * Makes librsvg (inside sharp) see only the shipped DejaVu fonts, whatever the host has.
 *
 * Fontconfig reads FONTCONFIG_FILE when it first initialises, which sharp does lazily on
 * the first SVG with text, so setting it before the first render is enough. The config
 * lists just the shipped folder and maps the generic families onto DejaVu, so a host
 * with no fonts, or with different fonts, draws the same pixels.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { escapeXml } from '../kit/svg.js';
import { fontDirectory } from './fonts.js';

function configText(fontDir: string, cacheDir: string): string {
  const alias = (generic: string, family: string): string =>
    `  <alias binding="same"><family>${generic}</family><prefer><family>${family}</family></prefer></alias>`;
  return [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
    '<!-- Written by Sejmik (src/render/font/fontconfig.ts): only the fonts shipped with the project. -->',
    '<fontconfig>',
    `  <dir>${escapeXml(fontDir)}</dir>`,
    `  <cachedir>${escapeXml(cacheDir)}</cachedir>`,
    alias('sans-serif', 'DejaVu Sans'),
    alias('serif', 'DejaVu Serif'),
    alias('monospace', 'DejaVu Sans Mono'),
    '  <config><rescan><int>0</int></rescan></config>',
    '</fontconfig>',
    '',
  ].join('\n');
}

let configured: string | null = null;

/**
 * Writes the fontconfig file (once per process) and points FONTCONFIG_FILE at it.
 * Returns the config path. Must run before sharp first rasterises text.
 */
export function useShippedFonts(): string {
  if (configured && process.env.FONTCONFIG_FILE === configured) return configured;
  const userPart = typeof process.getuid === 'function' ? String(process.getuid()) : 'user';
  const base = path.join(os.tmpdir(), `sejmik-fontconfig-${userPart}`);
  const cacheDir = path.join(base, 'cache');
  mkdirSync(cacheDir, { recursive: true });
  const file = path.join(base, 'fonts.conf');
  const text = configText(fontDirectory(), cacheDir);
  if (!existsSync(file) || readFileSync(file, 'utf8') !== text) {
    // Several processes (test workers, shards) may start at once: write aside, then rename atomically.
    const scratch = `${file}.${process.pid}.tmp`;
    writeFileSync(scratch, text);
    renameSync(scratch, file);
  }
  process.env.FONTCONFIG_FILE = file;
  configured = file;
  return file;
}

useShippedFonts();
