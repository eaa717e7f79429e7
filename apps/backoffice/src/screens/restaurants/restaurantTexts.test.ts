import { describe, expect, it } from 'vitest';

import { i18nObject } from '../../i18n/i18n-util';
import { loadLocale } from '../../i18n/i18n-util.sync';
import { restaurantTexts } from './restaurantTexts';

describe('the restaurant texts', () => {
  it('flattens nested field labels into dotted names, in both languages', () => {
    loadLocale('en');
    loadLocale('hu');
    const en = restaurantTexts(i18nObject('en'));
    const hu = restaurantTexts(i18nObject('hu'));
    expect(en.fields['billingInfo.commOnFood']?.()).toBe('Commission on food');
    expect(en.fields['softwareSettings.softwareLimits.maxOrder']?.()).toBe('Maximum order');
    expect(en.fields.personalPickupInformation?.()).toBe('Pickup place');
    expect(en.fields.name?.()).toBe('Name');
    expect(hu.fields['billingInfo.commOnFood']?.()).toBe('Jutalék az ételeken');
    expect(Object.keys(hu.fields).sort()).toEqual(Object.keys(en.fields).sort());
  });
});
