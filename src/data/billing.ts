/**
 * Billing: invoices, the spending cap, cancellation and non-payment, how a
 * change of plan is charged, and the worked examples the pages compute from
 * the plans' prices. Cells are inline Markdown.
 */

import {
  euros,
  number,
  plural,
  type Fact,
  type Table,
  type ValueRow,
} from '../plugins/referenceTables/define';
import {plans, type PlanId} from './plans';

/** Billing, cancellation and non-payment. */
export const billing = {
  /** Days after it is issued, at the start of a billing period, that an invoice is due. */
  invoiceDueDays: 14,
  /** Days an invoice may stay unpaid after it is due before the workspace is suspended. */
  paymentGraceDays: 14,
  /**
   * Days a suspended workspace (cancelled, or unpaid) keeps its data before
   * it is deleted like a workspace its Owner deletes.
   */
  suspendedDataDays: 30,
  /** Days before a suspended workspace is deleted that Cape emails its Owner. */
  deletionWarningDays: 7,
  /** Share of the spending cap, in per cent, at which Cape warns the Owner and Admins (fixed). */
  capWarningPercent: 80,
} as const;

/**
 * How the billing period in which the plan changes is charged: the plan
 * changes table. The new plan applies at once; fees are paid for the period
 * ahead, conversations beyond the included ones after it.
 */
export const planChangeBilling = [
  {
    what: 'The monthly fee',
    rule: 'Split between the two plans by the days each was in effect in the period.',
  },
  {
    what: 'Live conversations included',
    rule: "Split the same way: each plan's included conversations, in proportion to its days in the period, added together and rounded down.",
  },
  {
    what: 'Live conversations beyond them',
    rule: 'Billed as in any period, at the price of the plan in effect when the period ends.',
  },
  {
    what: 'The difference in fees',
    rule: 'For the rest of the period: charged on the next invoice for a larger plan, credited for a smaller one.',
  },
] as const;

/** The worked example of a month's bill, under the plans table. */
export const planCostExample = {
  plan: 'starter',
  /** Live conversations in one billing period. */
  conversations: 5_000,
} as const satisfies {plan: PlanId; conversations: number};

/**
 * The worked example of a spending cap, under plans and limits: what the
 * cap lets through beyond the included conversations, and what the period
 * costs at most.
 */
export const spendingCapExample = {
  plan: 'starter',
  /** The monthly spending cap in euros. */
  capEuros: 10,
} as const satisfies {plan: PlanId; capEuros: number};

export type PlanChangeExample = {
  from: PlanId;
  to: PlanId;
  periodDays: number;
  /** Days of the period on the `from` plan before the change. */
  daysBefore: number;
};

/**
 * The worked example of a move to a smaller plan, under the plan changes
 * table: conversations already served before the change can become billed
 * extras.
 */
export const planDowngradeExample = {
  from: 'growth',
  to: 'starter',
  periodDays: 30,
  daysBefore: 20,
  /** Live conversations started in the period before the change. */
  conversationsBefore: 8_000,
} as const satisfies PlanChangeExample & {conversationsBefore: number};

/**
 * A plan's published prices, for a worked example computed from them; a plan
 * priced by contract (Enterprise) has none, and stops the build.
 */
function pricedPlan(id: PlanId, example: string) {
  const {
    name,
    monthlyFeeEuros,
    conversationBeyondEuros,
    includedConversations,
  } = plans[id];
  if (monthlyFeeEuros === null || conversationBeyondEuros === null) {
    throw new Error(
      `The ${example} needs a plan with prices; ${name} has them by contract.`,
    );
  }
  return {
    name,
    fee: monthlyFeeEuros,
    perConversation: conversationBeyondEuros,
    includedConversations,
  };
}

/** The included conversations of a period with a plan change, and how the table words them. */
function split({from, to, periodDays, daysBefore}: PlanChangeExample) {
  const daysAfter = periodDays - daysBefore;
  const included = Math.floor(
    (plans[from].includedConversations * daysBefore +
      plans[to].includedConversations * daysAfter) /
      periodDays,
  );
  return {
    included,
    text: `A move from ${plans[from].name} to ${plans[to].name} after ${daysBefore} days of a ${periodDays}-day period includes ${daysBefore}/${periodDays} of ${number(plans[from].includedConversations)} and ${daysAfter}/${periodDays} of ${number(plans[to].includedConversations)} live conversations: ${number(included)} in all.`,
  };
}

export const tables = {
  'plan-changes': {
    page: 'docs/Cape.mdx',
    anchor: 'plans-and-limits',
    columns: ['In the period of a change', 'How it is charged'],
    rows: () => {
      const down = split(planDowngradeExample);
      const {conversationsBefore} = planDowngradeExample;
      const {name, perConversation} = pricedPlan(
        planDowngradeExample.to,
        'plan change example',
      );
      const extras = Math.max(conversationsBefore - down.included, 0);
      const cost = (extras * Math.round(perConversation * 100)) / 100;
      return [
        ...planChangeBilling.map((row) => [row.what, row.rule]),
        [
          'For example, a move to a smaller plan',
          `${down.text} If ${number(conversationsBefore)} live conversations had started before the change, the ${number(extras)} above the ${number(down.included)} are billed at ${name}'s ${euros(perConversation)} each, even above a spending cap: ${euros(cost)} before VAT, although they were served on ${plans[planDowngradeExample.from].name}.`,
        ],
      ];
    },
  },
} satisfies Record<string, Table>;

/** The rows of the time limits table (product.ts) about billing. */
export const billingRuleRows: readonly ValueRow[] = [
  [
    'An invoice is due after',
    () => plural(billing.invoiceDueDays, 'day'),
    'billing.invoiceDue',
  ],
  [
    'An unpaid invoice suspends the workspace, after its due date, in',
    () => plural(billing.paymentGraceDays, 'day'),
    'billing.paymentGrace',
  ],
  [
    'The Owner and Admins are emailed when extras reach, of the spending cap,',
    () => `${billing.capWarningPercent} %`,
    'billing.capWarning',
  ],
  [
    'A suspended workspace is deleted after',
    () => plural(billing.suspendedDataDays, 'day'),
    'billing.suspendedData',
  ],
  [
    'The Owner is emailed about that deletion ahead by',
    () => plural(billing.deletionWarningDays, 'day'),
    'billing.deletionWarning',
  ],
];

export const facts: Record<string, Fact> = {
  'plans.costExample': {
    text: () => {
      const {plan, conversations} = planCostExample;
      const {name, fee, perConversation, includedConversations} = pricedPlan(
        plan,
        'cost example',
      );
      const beyond = Math.max(conversations - includedConversations, 0);
      const total = Math.round((fee + beyond * perConversation) * 100) / 100;
      return `${name} with ${number(conversations)} live conversations in a month costs ${euros(fee)} plus ${number(beyond)} × ${euros(perConversation)}: ${euros(total)} before VAT`;
    },
    table: 'plans',
  },
  'plans.capExample': {
    text: () => {
      const {plan, capEuros} = spendingCapExample;
      const {name, fee, perConversation, includedConversations} = pricedPlan(
        plan,
        'spending cap example',
      );
      // In cents, so that 10 / 0.08 cannot come out a hair under 125.
      const beyond = Math.floor(
        Math.round(capEuros * 100) / Math.round(perConversation * 100),
      );
      return `on ${name}, a cap of ${euros(capEuros)} lets up to ${number(beyond)} conversations beyond the ${number(includedConversations)} included through, at ${euros(perConversation)} each, so a billing period costs at most ${euros(fee + capEuros)} before VAT; with a cap of ${euros(0)}, it stops at the ${number(includedConversations)} included and costs ${euros(fee)}`;
    },
    table: 'plans',
  },
};
