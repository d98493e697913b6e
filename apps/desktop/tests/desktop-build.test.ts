// What electron-vite builds: a CommonJS preload that a sandboxed window can run (no ES module
// syntax, nothing required but Electron) and that exposes the bridge; a renderer page with the
// Content-Security-Policy and no inline script; a main process with its render worker, which
// draws a QR code when started as a real worker thread.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { Script, createContext } from 'node:vm';
import { Worker } from 'node:worker_threads';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it, vi } from 'vitest';

const out = new URL('../out/', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, out), 'utf8');

describe('the desktop build', () => {
  it('builds the preload as CommonJS that a sandboxed preload can run', () => {
    const source = read('preload/index.cjs');
    expect(existsSync(new URL('preload/index.mjs', out))).toBe(false);
    // An ES module (import/export statements) would not even compile as a script.
    expect(() => new Script(source)).not.toThrow();
    const exposeInMainWorld = vi.fn();
    const required: string[] = [];
    const electron = {
      contextBridge: { exposeInMainWorld },
      ipcRenderer: { invoke: vi.fn(async () => null), on: vi.fn(), removeListener: vi.fn() },
    };
    // The sandboxed preload's require knows Electron's renderer modules and a few others only.
    const sandboxRequire = (name: string) => {
      required.push(name);
      if (name === 'electron') return electron;
      throw new Error(`a sandboxed preload cannot require ${name}`);
    };
    const module = { exports: {} };
    new Script(`(function (exports, require, module) {${source}\n})`).runInContext(
      createContext({}),
    )(module.exports, sandboxRequire, module);
    expect(required).toEqual(['electron']);
    expect(exposeInMainWorld).toHaveBeenCalledTimes(1);
    const [name, bridge] = exposeInMainWorld.mock.calls[0] as [string, Record<string, unknown>];
    expect(name).toBe('qrlinkDesktop');
    expect(Object.keys(bridge).sort()).toEqual([
      'cancelExport',
      'exportQrCodes',
      'getBackend',
      'onExportProgress',
      'platform',
      'saveFile',
      'saveFilesToFolder',
      'setBackend',
    ]);
    void (bridge.saveFile as (r: unknown) => Promise<unknown>)({ fileName: 'a.png', data: 'x' });
    expect(electron.ipcRenderer.invoke).toHaveBeenCalledWith('file:save', {
      fileName: 'a.png',
      data: 'x',
    });
  });

  it('serves the renderer with a strict policy and no inline script', () => {
    const html = read('renderer/index.html');
    const policy = /http-equiv="Content-Security-Policy" content="([^"]+)"/
      .exec(html)?.[1]
      ?.replace(/&#39;/g, "'");
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toMatch(/unsafe-eval/);
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="\.\/assets\//);
      expect(body?.trim()).toBe('');
    }
  });

  it('loads the CommonJS preload and draws QR codes on its built worker thread', async () => {
    expect(read('main/index.js')).toContain('../preload/index.cjs');
    const chunk = readdirSync(new URL('main/chunks/', out)).find((name) =>
      name.startsWith('render-worker-'),
    );
    expect(chunk).toBeDefined();
    const worker = new Worker(new URL(`main/chunks/${chunk}`, out));
    try {
      const reply = await new Promise<{ ok: boolean; png: Uint8Array }>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
        worker.postMessage({ type: 'logos', logos: [] });
        worker.postMessage({
          type: 'render',
          id: 1,
          includeSvg: false,
          code: {
            id: 'a',
            targetUrl: 'https://loja.com.br',
            dynamicUrl: 'https://qr.loja.com.br/qr/a',
            fgColor: '#000000',
            bgColor: '#ffffff',
            logoId: null,
            scanCount: 0,
            createdAt: '2025-01-01T00:00:00Z',
          },
        });
      });
      expect(reply.ok).toBe(true);
      const image = PNG.sync.read(Buffer.from(reply.png));
      expect(jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data).toBe(
        'https://qr.loja.com.br/qr/a',
      );
    } finally {
      await worker.terminate();
    }
  });
});
