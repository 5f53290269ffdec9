import { newRule, ruleDraft, rulesBody } from './alert-rules';
import { ruleText } from './rule-text';

describe('alert rules editor', () => {
  it('turns the drafts into the rules list in minor units', () => {
    const { rules, errors } = rulesBody([
      { ...newRule(), threshold: '1200.00', action: 'task', workspaceId: '4' },
      { ...newRule(), id: 9, kind: 'price_change_pct', percent: '5', threshold: 'ignored', cooldown: '' },
    ]);
    expect(errors).toEqual({});
    expect(rules).toEqual([
      {
        kind: 'price_below',
        threshold_amount: 120000,
        currency: 'EUR',
        percent: null,
        variation_id: null,
        cooldown_minutes: 1440,
        action: 'task',
        workspace_id: 4,
        active: true,
      },
      {
        id: 9,
        kind: 'price_change_pct',
        threshold_amount: null,
        currency: null,
        percent: 5,
        variation_id: null,
        cooldown_minutes: 1440,
        action: 'notify',
        workspace_id: null,
        active: true,
      },
    ]);
  });

  it('marks a threshold that is not an amount', () => {
    expect(rulesBody([{ ...newRule(), threshold: '12,3,4' }]).errors).toEqual({
      'alert_rules.0.threshold_amount': ['The threshold must be an amount such as 1200.00.'],
    });
  });

  it('reads a stored rule back and says it in words', () => {
    const stored = {
      id: 3,
      kind: 'price_below' as const,
      threshold_amount: 120000,
      currency: 'EUR',
      percent: null,
      variation_id: null,
      cooldown_minutes: 60,
      action: 'task' as const,
      workspace_id: 2,
      active: true,
      last_fired_at: null,
    };
    expect(ruleDraft(stored)).toMatchObject({ id: 3, threshold: '1200.00', cooldown: '60', workspaceId: '2' });
    expect(ruleText(stored)).toBe('Price falls below €1,200.00 → open a task');
  });
});
