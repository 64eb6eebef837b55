// A throwaway certificate for 127.0.0.1, for tests and the Lighthouse run that serve over HTTPS
// (HTTP/2 needs TLS in browsers). Made with the system's openssl; lives in a fresh temp folder.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** `{ dir, keyFile, certFile, key, cert }` of a new P-256 key and its self-signed certificate. */
export function selfSignedCert() {
  const dir = mkdtempSync(join(tmpdir(), 'gdzyz-tls-'))
  const keyFile = join(dir, 'key.pem')
  const certFile = join(dir, 'cert.pem')
  execFileSync(
    process.env.OPENSSL_PATH ?? 'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  )
  return { dir, keyFile, certFile, key: readFileSync(keyFile), cert: readFileSync(certFile) }
}
