/** Starts nginx for the composed site with a configuration written into `dir`. */
export function startNginx(options: {
  dir: string;
  port?: number;
  shellDir?: string;
  mounts?: Record<string, string>;
}): Promise<{
  port: number;
  stop: () => Promise<unknown>;
  process: import('node:child_process').ChildProcess;
}>;

/** Whether this machine has nginx and the two modules the site needs. */
export function nginxAvailable(): boolean;

export const nginxBinary: string;
