import { once } from 'node:events'
import fs from 'node:fs'
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import type { Config } from '../../platform.ts'
import { CONTENT_TYPES, STORED_NAME, type UploadStorage } from './upload.ts'

/** Where uploads go in the bucket, as in the reference product. */
export const S3_PREFIX = 'app/base'

/**
 * The built-in S3-compatible storage (AWS, MinIO, Ceph…): files still pass through the server, so
 * every upload check applies; they are read from the bucket's path-style URL, which must allow
 * anonymous reads. `uploadMode` answers `local` (the client uploads to the server) of type `s3`.
 */
export function s3Storage(s3: NonNullable<Config['s3']>): UploadStorage {
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    credentials: { accessKeyId: s3.accessKey, secretAccessKey: s3.secretKey },
    forcePathStyle: true,
    // S3-compatible servers do not all know the SDK's newer default checksums
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  const prefix = `${s3.endpoint}/${s3.bucket}/${S3_PREFIX}/`
  return {
    mode: () => ({ mode: 'local', type: 's3' }),
    async save(name, file, ext) {
      const body = fs.createReadStream(file)
      // a read error reaches the SDK through the body; one after a refused request must not end the process
      body.on('error', () => undefined)
      // opened before the request: the received file may be removed as soon as the request is over
      await once(body, 'open')
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: s3.bucket,
            Key: `${S3_PREFIX}/${name}`,
            Body: body,
            ContentLength: fs.statSync(file).size,
            ContentType: CONTENT_TYPES[ext] ?? 'application/octet-stream',
            CacheControl: 'public, max-age=31536000, immutable',
            ...(ext === 'svg' ? { ContentDisposition: 'attachment' } : {}),
          }),
        )
      } finally {
        body.destroy()
      }
      return prefix + name
    },
    nameOf(url) {
      const name = url.startsWith(prefix) ? url.slice(prefix.length) : ''
      return STORED_NAME.test(name) ? name : undefined
    },
    async remove(name) {
      if (!STORED_NAME.test(name)) return
      await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: `${S3_PREFIX}/${name}` }))
    },
  }
}
