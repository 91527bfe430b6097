import { describe, expect, it } from 'vitest';
import { readSignupQuery, signupDestination } from './signup-choice';

const read = (query: string) => readSignupQuery(new URLSearchParams(query));

describe('signup choice', () => {
  it('reads a bot, then a plan, else nothing', () => {
    expect(read('?bot=discord')).toEqual({ kind: 'bot', bot: 'discord' });
    expect(read('?bot=whatsapp&plan=pro')).toEqual({ kind: 'bot', bot: 'whatsapp' });
    expect(read('?plan=corporate')).toEqual({ kind: 'plan', plan: 'corporate' });
    expect(read('?bot=telegram&plan=pro')).toEqual({ kind: 'plan', plan: 'pro' });
    expect(read('?bot=telegram')).toBeNull();
    expect(read('?plan=gold')).toBeNull();
    expect(read('')).toBeNull();
  });

  it('sends a bot to /automation, a plan to /plans and anything else home', () => {
    expect(signupDestination({ kind: 'bot', bot: 'whatsapp' })).toEqual({ to: '/automation' });
    expect(signupDestination({ kind: 'plan', plan: 'combo' })).toEqual({ to: '/plans', state: { chosenPlan: 'combo' } });
    expect(signupDestination(null)).toEqual({ to: '/' });
  });
});
