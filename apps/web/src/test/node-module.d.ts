// The one Node.js API the test setup uses (setup.ts: MUI's emotion cache, reached as MUI reaches
// it). The web app's programs are typed for the browser, without @types/node.
declare module 'node:module' {
  export function createRequire(url: string): (id: string) => unknown;
}
