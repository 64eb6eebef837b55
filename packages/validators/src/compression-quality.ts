const MIB = 1024 * 1024

/**
 * The JPEG quality for compressing an uploaded image of `bytes` bytes: under 1 MiB 1, from
 * 1 MiB up to and including 2 MiB 0.5, above 2 MiB 0.2. Throws a RangeError for a negative
 * or NaN size, which no real file has.
 */
export const compressionQuality = (bytes: number): 1 | 0.5 | 0.2 => {
  if (!(bytes >= 0)) throw new RangeError(`Invalid file size: ${bytes}`)
  return bytes < MIB ? 1 : bytes <= 2 * MIB ? 0.5 : 0.2
}
