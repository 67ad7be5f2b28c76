// The language a person sees after signing in on a device: the one they chose, wherever they chose it.
import { describe, expect, it } from 'vitest';
import { settleLanguage } from './settle-language';

describe('the language settled at sign-in', () => {
  it('keeps an Arabic phone in Arabic when French only came from another phone nobody chose on', () => {
    expect(settleLanguage({ device: 'ar', deviceChosen: false, account: 'fr', accountChosen: false })).toEqual({ tell: { locale: 'ar', chosen: false } });
  });

  it('follows a language the person chose on another device', () => {
    expect(settleLanguage({ device: 'ar', deviceChosen: false, account: 'fr', accountChosen: true })).toEqual({ switchTo: 'fr' });
  });

  it('keeps this device’s choice and tells the account it was chosen', () => {
    expect(settleLanguage({ device: 'en', deviceChosen: true, account: 'fr', accountChosen: true })).toEqual({ tell: { locale: 'en', chosen: true } });
    expect(settleLanguage({ device: 'fr', deviceChosen: true, account: 'fr', accountChosen: false })).toEqual({ tell: { locale: 'fr', chosen: true } });
  });

  it('writes nothing when the account already says the same', () => {
    expect(settleLanguage({ device: 'fr', deviceChosen: true, account: 'fr', accountChosen: true })).toEqual({});
    expect(settleLanguage({ device: 'ar', deviceChosen: false, account: 'ar', accountChosen: false })).toEqual({});
    expect(settleLanguage({ device: 'ar', deviceChosen: false, account: 'ar', accountChosen: true })).toEqual({});
  });

  it('tells an account without a language this device’s, not as a choice', () => {
    expect(settleLanguage({ device: 'ar', deviceChosen: false, account: null, accountChosen: false })).toEqual({ tell: { locale: 'ar', chosen: false } });
  });
});
