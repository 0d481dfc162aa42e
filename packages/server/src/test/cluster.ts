import { execFile } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)
const ROOT = '/usr/lib/postgresql'

/** The newest PostgreSQL server binaries installed here (Debian's layout), if any. */
export function postgresBin(): string | undefined {
  if (!fs.existsSync(ROOT)) return undefined
  const versions = fs
    .readdirSync(ROOT)
    .filter((v) => fs.existsSync(path.join(ROOT, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] && path.join(ROOT, versions[0], 'bin')
}

async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

/**
 * A throwaway PostgreSQL cluster of its own (initdb + pg_ctl on a free port), to stop and start
 * at will. PostgreSQL refuses to run as root: as root, its tools run as the user `postgres`.
 */
export class Cluster {
  private constructor(
    private readonly bin: string,
    private readonly dir: string,
    readonly port: number,
  ) {}

  get url() {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`
  }

  static async create(bin: string): Promise<Cluster> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backroom-pg-'))
    const cluster = new Cluster(bin, dir, await freePort())
    if (process.getuid?.() === 0) {
      const { stdout } = await run('id', ['-u', 'postgres'])
      fs.chownSync(dir, Number(stdout.trim()), -1)
    }
    await cluster.tool('initdb', [
      '-D',
      `${dir}/data`,
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
      '-U',
      'postgres',
      '-A',
      'trust',
    ])
    await cluster.start()
    return cluster
  }

  private tool(name: string, args: string[]) {
    const file = path.join(this.bin, name)
    return process.getuid?.() === 0
      ? run('runuser', ['-u', 'postgres', '--', file, ...args])
      : run(file, args)
  }

  async start() {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1`
    await this.tool('pg_ctl', [
      '-D',
      `${this.dir}/data`,
      '-o',
      options,
      '-l',
      `${this.dir}/log`,
      '-w',
      'start',
    ])
  }

  async stop() {
    await this.tool('pg_ctl', ['-D', `${this.dir}/data`, '-m', 'fast', '-w', 'stop'])
  }

  async destroy() {
    await this.stop().catch(() => {})
    fs.rmSync(this.dir, { recursive: true, force: true })
  }
}
