import { parseArgs } from 'node:util';
import { parseSeedPayments } from './bulk-payments';
import { DIALECT_NAMES, isDialectName } from './dialect';
import { startSimulator } from './server';
import { portProblem } from '../core/terminal/port-problem';

const USAGE = `Usage: npm run simulator -- [--port N] [--client-id ID] [--client-secret SECRET] [--no-seed]
                             [--dialect friendly|reference] [--seed-payments N]

Serves the payments simulator on 127.0.0.1. Port 0 or none picks a free port; a missing
client id or secret is generated and printed. --dialect reference answers in the shapes the
public reference documents and the real sandbox sends (friendly is the default): captures stay
PENDING until the simulator's clock passes their estimated_date (an hour), capture and reversal
answers are {payment_id, transaction}, countries are alpha-3. The control API (faults, reset,
ledger, request log, dialect, clock) is under {base_url}/_sandbox/ and needs the printed
control_token in an x-control-token header; POST /_sandbox/clock {"advance_s": N} moves the
simulator's clock N seconds forward (1 to 2592000), GET reads it, a reset puts it back. --seed-payments N adds a year of N payments
(merchants, cards, people, states, currencies, trace numbers), the same for the same N.`;

function parse() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      'client-id': { type: 'string' },
      'client-secret': { type: 'string' },
      'no-seed': { type: 'boolean', default: false },
      dialect: { type: 'string', default: 'friendly' },
      'seed-payments': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const port = Number(values.port ?? '0');
  if (!/^\d+$/.test(values.port ?? '0') || port > 65535) {
    throw new Error(`--port must be an integer from 0 to 65535, got "${values.port}"`);
  }
  const { dialect } = values;
  if (!isDialectName(dialect)) {
    throw new Error(`--dialect must be one of ${DIALECT_NAMES.join(', ')}, got "${dialect}"`);
  }
  const seedPayments = parseSeedPayments(values['seed-payments']);
  return { ...values, port, dialect, seedPayments };
}

async function main(): Promise<void> {
  let args: ReturnType<typeof parse>;
  try {
    args = parse();
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  if (args.help) {
    console.log(USAGE);
    return;
  }
  let simulator: Awaited<ReturnType<typeof startSimulator>>;
  try {
    simulator = await startSimulator({
      port: args.port,
      clientId: args['client-id'],
      clientSecret: args['client-secret'],
      seed: !args['no-seed'],
      dialect: args.dialect,
      seedPayments: args.seedPayments,
    });
  } catch (error) {
    const line = portProblem(error, args.port);
    if (line === undefined) throw error;
    // A port someone else holds is the person's to change: one line, not Node's stack trace.
    console.error(line);
    process.exitCode = 2;
    return;
  }
  // One value per line with a fixed label, so scripts and tests can read them.
  console.log(`base_url: ${simulator.baseUrl}`);
  console.log(`client_id: ${simulator.clientId}`);
  console.log(`client_secret: ${simulator.clientSecret}`);
  console.log(`dialect: ${simulator.control.dialect()}`);
  console.log(
    `control_api: ${simulator.baseUrl}/_sandbox/ (faults, reset, ledger, requests, dialect, clock)`,
  );
  console.log(`control_token: ${simulator.controlToken}`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping the simulator`);
    simulator.close().then(
      () => (process.exitCode = 0),
      () => (process.exitCode = 1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
