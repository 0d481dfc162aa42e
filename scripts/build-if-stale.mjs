// Runs a build only when its inputs changed since its last run: the inputs' content hash is kept
// in a stamp beside the output's size and time, so a build made or removed by other means is
// noticed too. Content, not times: a checkout or a copy that touches files without changing them
// rebuilds nothing.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/**
 * @typedef {object} Target
 * @property {string} name what the log calls it (`console`, `server`)
 * @property {string[]} inputs files and folders, relative to the root; missing ones count as missing
 * @property {(rel: string) => boolean} [skip] paths below the inputs that do not feed the build
 * @property {string[]} outputs the files the build makes, relative to the root
 * @property {() => void | Promise<void>} build throws when the build fails
 */

function* files(root, rel, skip) {
  const full = path.join(root, rel)
  const stat = fs.statSync(full, { throwIfNoEntry: false })
  if (!stat) yield `${rel}\0missing`
  else if (stat.isDirectory()) {
    for (const entry of fs.readdirSync(full).sort()) {
      const child = path.posix.join(rel, entry)
      if (!skip(child)) yield* files(root, child, skip)
    }
  } else yield rel
}

/** One hash of the inputs' paths and contents. */
export function inputsHash(root, target) {
  const hash = createHash('sha256')
  const skip = target.skip ?? (() => false)
  for (const input of target.inputs) {
    for (const rel of files(root, input, skip)) {
      hash.update(`${rel}\0`)
      if (!rel.endsWith('\0missing')) hash.update(fs.readFileSync(path.join(root, rel)))
      hash.update('\0')
    }
  }
  return hash.digest('hex')
}

/** The outputs' sizes and times; undefined when one is missing. */
function outputMark(root, target) {
  const marks = target.outputs.map((output) => {
    const stat = fs.statSync(path.join(root, output), { throwIfNoEntry: false })
    return stat && `${output}:${stat.size}:${stat.mtimeMs}`
  })
  return marks.every(Boolean) ? marks.join(',') : undefined
}

const missing = (root, target) => target.outputs.find((o) => !fs.existsSync(path.join(root, o)))

const stampFile = (stampDir, target) => path.join(stampDir, `build-${target.name}.json`)

function readStamp(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

/** Why the target must be built, or undefined when its output is that of its inputs as they are. */
export function staleness(root, stampDir, target, hash = inputsHash(root, target)) {
  const output = outputMark(root, target)
  if (!output) return `${missing(root, target)} is missing`
  const stamp = readStamp(stampFile(stampDir, target))
  if (!stamp) return 'no record of its last build'
  if (stamp.output !== output) return 'its output was made by another build'
  if (stamp.inputs !== hash) return 'its inputs changed'
  return undefined
}

/**
 * Builds, one after the other, the targets whose inputs changed (all of them with `force`), and
 * records each build that succeeds. Answers the names of the targets built.
 */
export async function buildIfStale(targets, { root, stampDir, force = false, log = console.log }) {
  const built = []
  for (const target of targets) {
    // hashed before the build: an input edited while it runs is built again next time
    const hash = inputsHash(root, target)
    const reason = force ? 'asked to' : staleness(root, stampDir, target, hash)
    if (!reason) {
      log(`${target.name}: up to date, not built`)
      continue
    }
    log(`${target.name}: building (${reason})`)
    fs.rmSync(stampFile(stampDir, target), { force: true })
    await target.build()
    const output = outputMark(root, target)
    if (!output) throw new Error(`${target.name}: the build made no ${missing(root, target)}`)
    fs.mkdirSync(stampDir, { recursive: true })
    const file = stampFile(stampDir, target)
    fs.writeFileSync(`${file}.tmp`, JSON.stringify({ inputs: hash, output }))
    fs.renameSync(`${file}.tmp`, file)
    built.push(target.name)
  }
  return built
}
