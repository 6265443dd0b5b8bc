/**
 * Node's compile cache: the compiled and type-stripped modules of a run kept on disk for the next, so that a
 * build or rebuild starts in a fraction of the time (loading the builder: 0.22 s of CPU without it, 0.07 s
 * with it). The command lines turn it on before they load the build; the processes and worker threads they
 * start get it through their environment, which also covers their entry file, compiled before any code of
 * theirs could turn it on.
 */
import module from 'node:module';

/** The environment that gives a child process or a worker thread the compile cache of this process. */
export function compileCacheEnv(): Record<string, string> {
  const directory = module.getCompileCacheDir() ?? module.enableCompileCache().directory;
  return directory ? { NODE_COMPILE_CACHE: directory } : {};
}
