// Draws the icons the server's templates name (`icon("arrow-right", …)`) from the icon package the React
// components use, at build time, into `template-icons.json`: the server inlines them, so a page's icons
// cost no request and no script. Brand marks (`brand-…`) are the templates' own SVG files. The icons the owner picks
// for his cards (`CONTENT_ICONS`, from the server's list) are drawn too: the templates name them through the content.
import fs from 'node:fs';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as lucide from 'lucide-react';
import type { Plugin } from 'vite';
import { CONTENT_ICONS } from '../src/generated/contentIcons';

const ICON_CALL = /icon\(\s*"([a-z0-9-]+)"/g;
const ICON_LIST = /_icons\s*=\s*\[([^\]]*)\]/g;
const ICON_MAP = /_icons\s*=\s*\{([^}]*)\}/g;
const QUOTED = /"([a-z0-9-]+)"/g;
const MAPPED = /:\s*"([a-z0-9-]+)"/g;

function templateFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return templateFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** Every icon name the templates use: in `icon("…")` calls, `…_icons = [...]` lists and `…_icons = {key: "…"}` maps. */
export function iconNames(templates: string[]): Set<string> {
  const names = new Set<string>();
  for (const text of templates) {
    for (const match of text.matchAll(ICON_CALL)) names.add(match[1]);
    for (const list of text.matchAll(ICON_LIST)) for (const match of list[1].matchAll(QUOTED)) names.add(match[1]);
    for (const map of text.matchAll(ICON_MAP)) for (const match of map[1].matchAll(MAPPED)) names.add(match[1]);
  }
  return names;
}

function componentName(icon: string): string {
  return icon
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

export function templateIcons(templatesDir: string): Plugin {
  return {
    name: 'vitrine-template-icons',
    apply: 'build',
    generateBundle() {
      const texts = templateFiles(templatesDir).map((file) => fs.readFileSync(file, 'utf8'));
      const icons: Record<string, string> = {};
      const names = iconNames(texts);
      for (const { name } of CONTENT_ICONS) names.add(name);
      for (const name of names) {
        if (name.startsWith('brand-')) {
          if (!fs.existsSync(path.join(templatesDir, 'icons', `${name}.svg`))) this.error(`Missing templates/icons/${name}.svg`);
          continue;
        }
        const Icon = (lucide as unknown as Record<string, ComponentType<Record<string, string>> | undefined>)[
          componentName(name)
        ];
        if (!Icon) this.error(`No icon named "${name}" in lucide-react`);
        icons[name] = renderToStaticMarkup(createElement(Icon, { 'aria-hidden': 'true', className: 'ICON_CLASS' }));
      }
      this.emitFile({ type: 'asset', fileName: 'template-icons.json', source: JSON.stringify(icons) });
    },
  };
}
