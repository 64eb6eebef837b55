// Browser tests drive the system's Chromium (Playwright cannot download browsers on every
// machine). Installs Debian's package when it is missing and we may (root + apt-get);
// otherwise explains what to do.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

if (existsSync(path)) {
  console.log(`chromium: ${path}`)
} else if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  console.log('chromium: installing Debian package "chromium"...')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env })
  console.log(`chromium: ${path}`)
} else {
  console.error(
    `chromium: not found at ${path}. Install Chromium (Debian/Ubuntu: sudo apt-get install chromium)` +
      ' or set CHROMIUM_PATH to a Chromium or Chrome binary, then run the tests again.',
  )
  process.exit(1)
}
