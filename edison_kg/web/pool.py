"""The server's side of its worker processes (pebble): every query and every call of a page
runs in one of them, under the server's limits, over the store version of its request.

A call past the time limit has its worker killed and replaced: pyoxigraph cannot interrupt a
query from Python, and the ``oxigraph`` server's own ``--timeout-s`` did not stop a long
aggregate when measured (it ran for minutes). What goes wrong is raised as the package's
errors (``edison_kg.errors``): the server's exception handler answers them."""

from __future__ import annotations

import asyncio
import multiprocessing
from concurrent.futures import TimeoutError as FutureTimeout

from edison_kg.errors import EdisonError, QueryCancelled, QueryFailed, ServerBusy, WorkerLost
from edison_kg.web import worker
from edison_kg.web.protocol import ServeConfig, first_line

START_WAIT = 120.0   # seconds the server waits for its first worker to open the store


class Workers:
    """The pool of worker processes and the count of calls waiting for one."""

    def __init__(self, config: ServeConfig):
        self.config = config
        self.pool = None
        self.pending = 0

    async def start(self, store_dir: str, current_file: str | None = None) -> None:
        """Start the workers over the store version in ``store_dir`` (the one ``current_file``
        names when a worker starts later), and wait until one has opened it (so that the first
        query does not pay for it)."""
        import pebble

        config = self.config
        # spawn, not fork: the parent holds RocksDB handles and the event loop's threads
        self.pool = pebble.ProcessPool(max_workers=config.workers, initializer=worker.start_worker,
                                       initargs=(store_dir, config.in_memory, config.max_memory, current_file),
                                       context=multiprocessing.get_context("spawn"))
        future = self.pool.schedule(worker.within, args=(store_dir, worker.ready, ()))
        await asyncio.wait_for(asyncio.wrap_future(future), timeout=START_WAIT)

    def stop(self) -> None:
        if self.pool is not None:
            self.pool.stop()
            self.pool.join(timeout=10)

    async def run(self, store_dir: str, function, *args):
        """``function(*args)`` in a worker over the store version in ``store_dir``. An error of
        the package raised there comes back as it is; ServerBusy when too many calls wait,
        QueryCancelled past the time limit, WorkerLost when the worker died, QueryFailed for
        anything else."""
        import pebble

        config = self.config
        if self.pending >= config.max_pending:
            raise ServerBusy("the server is busy; try again")
        self.pending += 1
        try:
            future = self.pool.schedule(worker.within, timeout=config.timeout, args=(store_dir, function, args))
            return await asyncio.wrap_future(future)
        except EdisonError:
            raise
        except (TimeoutError, FutureTimeout):
            raise QueryCancelled("the query was cancelled: it ran longer than the time limit of "
                                 f"{config.timeout:g} s") from None
        except pebble.ProcessExpired as error:  # the worker died: past its memory cap, or killed
            limit = f" (over the memory limit of {config.max_memory} MB per query)" if config.max_memory else ""
            raise WorkerLost(f"the query stopped its worker{limit}; the server goes on. Add a LIMIT or "
                             f"narrow the query (worker exit {error.exitcode})") from None
        except Exception as error:  # anything else from the pool: report, keep serving
            raise QueryFailed(f"the query failed: {first_line(error)}") from None
        finally:
            self.pending -= 1
