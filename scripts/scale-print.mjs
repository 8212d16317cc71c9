// The figures of the scale bench (bench-scale.mjs): its table and the limits it reached.
import { fmt, KINDS, percentile } from './scale-settings.mjs';

// ------------------------------------------------------------------ printing

function summary(result) {
  const { run, measured } = result;
  const rows = {};
  const all = [];
  for (const kind of KINDS) {
    const sorted = [...run.latencies[kind]].sort((a, b) => a - b);
    all.push(...sorted);
    rows[kind] = { rps: sorted.length / measured, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
  }
  all.sort((a, b) => a - b);
  rows.all = { rps: all.length / measured, p50: percentile(all, 50), p99: percentile(all, 99) };
  return rows;
}

/** What the machine did besides this bench's own processes and PostgreSQL (a shared machine). */
function otherWork(cpu) {
  const ours = cpu.servers.reduce((a, b) => a + b, 0) + cpu.generator + cpu.front + cpu.postgres;
  return Math.max(0, cpu.machine - ours);
}

export function printTable(results, frontLabel) {
  const width = 30;
  const cell = (text) => String(text).padStart(width);
  const line = (name, values) => console.log(`  ${name.padEnd(30)}${values.map(cell).join('')}`);
  const rows = results.map(summary);
  console.log('');
  line(
    '',
    results.map((r) => r.label),
  );
  line(
    '',
    results.map(() => 'req/s   p50 ms   p99 ms'),
  );
  const names = {
    pages: 'cached pages',
    search: 'search',
    login: 'login (magic link)',
    training: 'training calls',
    all: 'all',
  };
  for (const kind of [...KINDS, 'all']) {
    line(
      names[kind],
      rows.map(
        (r) =>
          `${fmt(r[kind].rps).padStart(5)} ${fmt(r[kind].p50, 1).padStart(8)} ${fmt(r[kind].p99, 1).padStart(8)}`,
      ),
    );
  }
  line(
    'sign-ups / trainings done',
    results.map((r) => `${r.run.flowsDone.login} / ${r.run.flowsDone.training}`),
  );
  line(
    'errors (must be 0)',
    results.map((r) => String(r.run.errors)),
  );
  line(
    'answers acknowledged/stored',
    results.map((r) => `${r.check.answers.acknowledged} / ${r.check.answers.stored}`),
  );
  line(
    '  duplicate, missing, changed',
    results.map(
      (r) =>
        `${r.check.answers.duplicates + r.check.answers.acknowledgedTwice}, ${r.check.answers.missing}, ${r.check.answers.pointsChanged}`,
    ),
  );
  line(
    '  stored, not acknowledged',
    results.map((r) => String(r.check.answers.unacknowledged)),
  );
  line(
    'sign-ups / outbox mails',
    results.map((r) => `${r.check.mails.signUps} / ${r.check.mails.mails}`),
  );
  line(
    '  duplicate mails, missing',
    results.map((r) => `${r.check.mails.duplicates}, ${r.check.mails.withoutMail}`),
  );
  line(
    'stored exactly once',
    results.map((r) => (r.check.ok ? 'yes' : 'NO')),
  );
  line(
    'CPU, % of one core:',
    results.map(() => ''),
  );
  line(
    '  servers',
    results.map((r) => r.cpu.servers.map((v) => fmt(v)).join(' + ')),
  );
  line(
    '  load generator (this script)',
    results.map((r) => fmt(r.cpu.generator)),
  );
  line(
    `  front (${frontLabel})`,
    results.map((r) => fmt(r.cpu.front)),
  );
  line(
    '  PostgreSQL (all of it)',
    results.map((r) => fmt(r.cpu.postgres)),
  );
  line(
    '  other work on the machine',
    results.map((r) => fmt(otherWork(r.cpu))),
  );
  line(
    `  machine busy (of ${results[0].cpu.cores * 100})`,
    results.map((r) => fmt(r.cpu.machine)),
  );
  for (const r of results) {
    if (r.run.firstErrors.length > 0) {
      console.log(`\n  first errors, ${r.label}:`);
      for (const message of r.run.firstErrors) console.log(`    ${message}`);
    }
    if (r.run.solvedInline > 0) {
      console.log(
        `  ${r.label}: ${r.run.solvedInline} bot checks were solved during the load (stock ran out)`,
      );
    }
  }
}

export function printLimits(results) {
  const [one, two] = results;
  const rps = results.map((r) => summary(r).all.rps);
  const cores = two.cpu.cores;
  const total = cores * 100;
  const sum = (values) => values.reduce((a, b) => a + b, 0);
  const parts = (cpu) =>
    `servers ${cpu.servers.map((v) => fmt(v)).join(' + ')}, load generator ${fmt(cpu.generator)}, ` +
    `PostgreSQL ${fmt(cpu.postgres)}, front ${fmt(cpu.front)}, other work ${fmt(otherWork(cpu))}; ` +
    `idle ${fmt(Math.max(0, total - cpu.machine))}`;
  // Server CPU per answered request: whether a second process does the same work at the same cost.
  const perRequest = (r, index) => (sum(r.cpu.servers) * 10) / rps[index];
  const idleOne = Math.max(0, total - one.cpu.machine);
  console.log('\nWhat limits the two-process case on this machine');
  console.log(
    `  Throughput: ${fmt(rps[1])} req/s with two processes against ${fmt(rps[0])} with one (x${fmt(rps[1] / rps[0], 2)}).`,
  );
  console.log(`  CPU in % of one core, ${cores} cores = ${total}%. One process: ${parts(one.cpu)}.`);
  console.log(`  Two processes: ${parts(two.cpu)}.`);
  const serversOne = sum(one.cpu.servers);
  const serversTwo = sum(two.cpu.servers);
  console.log(
    `  Server CPU per request: ${fmt(perRequest(one, 0), 2)} ms with one process, ${fmt(perRequest(two, 1), 2)} ms with two: ` +
      'each process keeps its own search answers and rendered pages, so two miss their caches more often.',
  );
  if (idleOne < 0.15 * total) {
    console.log(
      `  With one process only ${fmt(idleOne)}% was idle: the second process gets no core of its own. It takes turns on the\n` +
        '  same cores with the first, the load generator, PostgreSQL, the front and other work. The servers together\n' +
        `  got ${fmt(serversOne)}% with one process and ${fmt(serversTwo)}% with two` +
        (serversTwo > serversOne * 1.1
          ? ': two busy processes get more turns from the scheduler than one,\n  so the gain is taken from the other work, not added by a core.'
          : ', about the same share of the same cores.') +
        '\n  A second process adds throughput where the servers have cores to themselves (PostgreSQL and the load elsewhere).',
    );
  } else {
    console.log(
      `  With one process ${fmt(idleOne)}% was idle; the servers went from ${fmt(serversOne)}% to ${fmt(serversTwo)}%, the rest of\n` +
        '  the idle time went to the load generator and PostgreSQL, which share the same cores.',
    );
  }
}
