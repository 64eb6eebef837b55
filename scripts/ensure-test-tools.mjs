// The browser tests drive the system's Chromium (Playwright cannot download browsers on every
// machine); the deploy test runs the system's nginx with its Brotli module, over HTTPS with a
// certificate openssl makes (so does the Lighthouse run). The layout assertions (a narrow table
// scrolls instead of wrapping) and the screenshots need real Chinese glyphs: Noto CJK. Installs
// Debian's packages when a tool is missing and we may (root + apt-get); otherwise explains what
// to do.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const tools = [
  {
    name: 'chromium',
    path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    pkg: 'chromium',
    env: 'CHROMIUM_PATH',
  },
  {
    name: 'nginx',
    path: process.env.NGINX_PATH ?? '/usr/sbin/nginx',
    pkg: 'nginx-light',
    env: 'NGINX_PATH',
  },
  {
    name: "nginx's Brotli module",
    path:
      process.env.NGINX_BROTLI_PATH ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
    pkg: 'libnginx-mod-http-brotli-static',
    env: 'NGINX_BROTLI_PATH',
  },
  {
    name: 'openssl',
    path: process.env.OPENSSL_PATH ?? '/usr/bin/openssl',
    pkg: 'openssl',
    env: 'OPENSSL_PATH',
  },
  {
    name: 'Noto CJK fonts',
    path: process.env.CJK_FONT_PATH ?? '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
    pkg: 'fonts-noto-cjk',
    env: 'CJK_FONT_PATH',
  },
]

const missing = tools.filter((tool) => !existsSync(tool.path))
const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')

if (missing.length > 0 && canInstall) {
  const packages = missing.map((tool) => tool.pkg)
  console.log(`test tools: installing Debian packages ${packages.join(', ')}...`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], {
    stdio: 'inherit',
    env,
  })
}

let ok = true
for (const tool of tools) {
  if (existsSync(tool.path)) {
    console.log(`test tools: ${tool.name} ${tool.path}`)
  } else {
    ok = false
    console.error(
      `test tools: ${tool.name} not found at ${tool.path}. Install it (Debian/Ubuntu: sudo apt-get` +
        ` install ${tool.pkg}) or set ${tool.env}, then run the tests again.`,
    )
  }
}
if (!ok) process.exit(1)
