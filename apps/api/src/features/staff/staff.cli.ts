import { parseArgs } from 'node:util';
import { invitationSchema, readCoded, refusalText } from '@roast/domain';
import { HttpError } from '../../http/errors';
import type { Staff } from './staff.service';

export const STAFF_USAGE = `Usage:
  npm run staff -- invite --email E --name N --role owner|staff [--outlet STORE_ID_OR_CODE ...]
      Invites a member of staff: prints their one-time set-password link, and mails it.
  npm run staff -- link --email E
      A new set-password link for a member (a forgotten password); earlier links stop working.
  npm run staff -- list
      Every member, their role and outlets.`;

/** A command that could not run, in words for the person at the terminal. */
export class StaffCommandError extends Error {
  override name = 'StaffCommandError';
}

/**
 * `npm run staff -- ...`: the console's members from a terminal (the first owner on a new store,
 * a forgotten owner password). Answers what to print.
 */
export async function staffCommand(argv: string[], staff: Staff): Promise<string> {
  const [command, ...rest] = argv;
  let parsed;
  try {
    parsed = parseArgs({
      args: rest,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        role: { type: 'string' },
        outlet: { type: 'string', multiple: true },
      },
      strict: true,
    }).values;
  } catch (error) {
    throw new StaffCommandError(`${(error as Error).message}\n\n${STAFF_USAGE}`);
  }
  try {
    if (command === 'invite') return await invite(staff, parsed);
    if (command === 'link') {
      if (!parsed.email) throw new StaffCommandError(`link needs --email.\n\n${STAFF_USAGE}`);
      const link = await staff.newLink(undefined, parsed.email);
      return `A new link for ${parsed.email.toLowerCase()} (mailed to them too; it works once, for 72 hours):\n${link}`;
    }
    if (command === 'list') return await list(staff);
  } catch (error) {
    // The service's refusals are meant for a person: print them as they are.
    if (error instanceof HttpError) throw new StaffCommandError(error.message);
    throw error;
  }
  throw new StaffCommandError(STAFF_USAGE);
}

async function invite(staff: Staff, options: { email?: string; name?: string; role?: string; outlet?: string[] }) {
  const outlets = await staff.allOutlets();
  const storeIds = (options.outlet ?? []).map((wanted) => {
    const store = outlets.find((o) => o._id === wanted || o.code.toLowerCase() === wanted.toLowerCase());
    if (!store) {
      throw new StaffCommandError(
        `There is no outlet '${wanted}'. The outlets are: ${outlets.map((o) => `${o.code} (${o._id}, ${o.outletName})`).join('; ')}.`,
      );
    }
    return store._id;
  });
  const checked = invitationSchema.safeParse({
    email: options.email,
    name: options.name,
    role: options.role,
    outlets: storeIds,
  });
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    const coded = readCoded(issue.message);
    const said = coded ? refusalText(coded.code, 'en', coded.params) : issue.message;
    throw new StaffCommandError(`--${String(issue.path[0] ?? 'email')}: ${said}\n\n${STAFF_USAGE}`);
  }
  const { member, link } = await staff.invite(undefined, checked.data);
  const where =
    member.role === 'owner'
      ? 'every outlet'
      : outlets
          .filter((o) => member.outlets.includes(o._id))
          .map((o) => o.outletName)
          .join(', ');
  return `Invited ${member.name} <${member.email}> as ${member.role} (${where}).\nTheir one-time link (mailed to them too; it works once, for 72 hours):\n${link}`;
}

async function list(staff: Staff) {
  const [members, outlets] = await Promise.all([staff.members(), staff.allOutlets()]);
  if (members.length === 0) return 'No members yet. Invite the first owner with: npm run staff -- invite ...';
  const names = new Map(outlets.map((o) => [o._id, o.code]));
  return members
    .map((m) =>
      [
        m.email.padEnd(32),
        m.role.padEnd(6),
        (m.active ? (m.passwordSet ? 'active' : 'invited') : 'off').padEnd(8),
        m.outlets.map((id) => names.get(id) ?? id).join(','),
      ].join(' '),
    )
    .join('\n');
}
