/** Types of self-signed-cert.mjs (imported by the console's deploy test). */
export function selfSignedCert(): {
  dir: string
  keyFile: string
  certFile: string
  key: Buffer
  cert: Buffer
}
