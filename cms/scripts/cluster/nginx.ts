import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * The balancer of the cluster run: Debian's nginx with a configuration of our own in `dir`,
 * round-robin over the instances on one loopback port, never as the system service. It appends
 * the client's address to X-Forwarded-For (the instances run with TRUSTED_PROXY_COUNT=1) and, as
 * nginx does by default, sends the upstream's name as Host: the instances know their origin from
 * SITE_URL, not from Host.
 */
export function nginxConfig(dir: string, listen: number, upstreams: number[]): string {
  const temp = (name: string) => path.join(dir, name)
  // Run as root (CI), nginx would hand its workers to `nobody`, who cannot write into `dir`.
  const user = process.getuid?.() === 0 ? `user ${os.userInfo().username};\n` : ''
  return `${user}daemon off;
worker_processes 1;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  client_max_body_size 20m;
  upstream app {
${upstreams.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${listen};
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`
}

export async function startNginx(listen: number, upstreams: number[]): Promise<{ stop: () => Promise<void>; dir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'machine-soul-nginx-'))
  const file = path.join(dir, 'nginx.conf')
  fs.writeFileSync(file, nginxConfig(dir, listen, upstreams))
  const binary = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx'
  const nginx: ChildProcess = spawn(binary, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', file], { stdio: 'inherit' })
  await new Promise<void>((resolve, reject) => {
    nginx.once('error', reject)
    const started = Date.now()
    const poll = () => {
      if (nginx.exitCode !== null) return reject(new Error(`nginx exited: ${fs.readFileSync(path.join(dir, 'error.log'), 'utf8')}`))
      if (fs.existsSync(path.join(dir, 'nginx.pid'))) return resolve()
      if (Date.now() - started > 10_000) return reject(new Error('nginx did not start'))
      setTimeout(poll, 100)
    }
    poll()
  })
  return {
    dir,
    stop: async () => {
      if (nginx.exitCode === null) {
        nginx.kill('SIGQUIT')
        await new Promise((resolve) => nginx.once('exit', resolve))
      }
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
