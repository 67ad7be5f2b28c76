-- The load of `npm run bench:server` for wrk: each request takes the next path of the mix (a file, one per line, given
-- after `--`), phones ask for compressed JSON, and each answer's wall-clock time is kept (for the longest silence and
-- the trace). done() prints one line: `requests duration_us p50_us p99_us max_us non_2xx errors timeouts started_ms`
-- and a line `answers ` followed by the answers' times in ms from the start, comma-separated. One thread (-t1).
local ffi = require("ffi")
ffi.cdef [[
  typedef struct { long tv_sec; long tv_nsec; } bench_timespec;
  int clock_gettime(int clock, bench_timespec *now);
]]
local REALTIME = 0
local clock = ffi.new("bench_timespec")
local function now_ms()
  ffi.C.clock_gettime(REALTIME, clock)
  return tonumber(clock.tv_sec) * 1000 + tonumber(clock.tv_nsec) / 1e6
end

local threads = {}
function setup(thread)
  table.insert(threads, thread)
end

local paths = {}
local next_path = 0
started = 0
answers = {}
non_2xx = 0

function init(args)
  for line in io.lines(args[1]) do
    paths[#paths + 1] = line
  end
  wrk.headers["Accept"] = "application/json"
  wrk.headers["Accept-Encoding"] = "br, gzip"
  started = now_ms()
end

function request()
  next_path = next_path % #paths + 1
  return wrk.format("GET", paths[next_path])
end

function response(status)
  answers[#answers + 1] = math.floor(now_ms() - started + 0.5)
  if status < 200 or status > 299 then non_2xx = non_2xx + 1 end
end

function done(summary, latency)
  local errors = summary.errors.connect + summary.errors.read + summary.errors.write
  local first = threads[1]
  io.write(string.format("%d %d %d %d %d %d %d %d %.0f\n", summary.requests, summary.duration, latency:percentile(50),
    latency:percentile(99), latency.max, first:get("non_2xx"), errors, summary.errors.timeout, first:get("started")))
  io.write("answers ", table.concat(first:get("answers"), ","), "\n")
end
