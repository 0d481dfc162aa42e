// `npm run build` and `npm start`: builds the console and the server, each only when its inputs
// changed since its last build (`--force`: both, whatever changed). See build-if-stale.mjs.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { buildIfStale } from './build-if-stale.mjs'

export const root = path.resolve(fileURLToPath(import.meta.url), '../..')
export const stampDir = path.join(root, 'node_modules/.cache/backroom')

/** What feeds both builds: the contract (bundled into both), the dependencies and the shared settings. */
const shared = ['packages/contract', 'package.json', 'package-lock.json', 'tsconfig.base.json']
/** Below the inputs, what no build reads: outputs, installed packages, tests and notes. */
const skip = (rel) =>
  /(^|\/)(node_modules|dist|\.vite)$/.test(rel) ||
  /\.test\.[cm]?[jt]sx?$/.test(rel) ||
  rel.endsWith('.md') ||
  rel === 'packages/web/build-manifest.json'

function npmBuild(workspace) {
  return () => {
    // under npm, the npm that runs this script; otherwise the one on the PATH
    const npm = process.env.npm_execpath
    const [command, args] = npm?.endsWith('.js')
      ? [process.execPath, [npm]]
      : [process.platform === 'win32' ? 'npm.cmd' : 'npm', []]
    const run = spawnSync(command, [...args, 'run', 'build', '-w', workspace], {
      cwd: root,
      stdio: 'inherit',
    })
    if (run.status !== 0) throw new Error(`npm run build -w ${workspace} failed`)
  }
}

/** @type {import('./build-if-stale.mjs').Target[]} */
export const targets = [
  {
    name: 'console',
    inputs: ['packages/web', ...shared],
    skip,
    outputs: ['packages/web/dist/index.html'],
    build: npmBuild('@backroom/web'),
  },
  {
    name: 'server',
    inputs: ['packages/server', ...shared],
    skip,
    outputs: ['packages/server/dist/main.js', 'packages/server/dist/backup.js'],
    build: npmBuild('@backroom/server'),
  },
]

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const force = process.argv.includes('--force')
  try {
    await buildIfStale(targets, { root, stampDir, force })
  } catch (err) {
    console.error(err instanceof Error ? err.message : err)
    process.exit(1)
  }
}
