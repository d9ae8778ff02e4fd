/**
 * Runs the client's two Babel plugins (the Lingui macro and the graphql() document imports) over
 * client/src before Vite's own TypeScript and JSX transform. A few lines on @babel/core instead of
 * @rolldown/plugin-babel, whose every version declares Node >= 22.12 while this project runs on the
 * Node 20 that its machines have (issue #29: no EBADENGINE warning on install). Same options as
 * that plugin used: no babelrc or config file, parser plugins by extension, source maps.
 */
import { transformAsync, type PluginItem } from '@babel/core';
import type { Plugin } from 'vite';

export function babelPlugins(options: { plugins: PluginItem[]; include: RegExp }): Plugin {
  return {
    name: 'greenit-babel-plugins',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!options.include.test(file) || /[/\\]node_modules[/\\]/.test(file)) return null;
      const parserPlugins: Array<'typescript' | 'jsx'> = file.endsWith('.tsx') ? ['typescript', 'jsx'] : file.endsWith('.ts') ? ['typescript'] : file.endsWith('.jsx') ? ['jsx'] : [];
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { sourceType: 'module', allowAwaitOutsideFunction: true, plugins: parserPlugins },
        plugins: options.plugins,
      });
      return result?.code == null ? null : { code: result.code, map: result.map };
    },
  };
}
