import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../config';

describe('the Impressum operator in the config', () => {
  it('is absent when no OPERATOR_* variable is set', () => {
    expect(parseConfig({}).operator).toBeNull();
  });

  it('reads name, address and e-mail, and the optional phone, representative and VAT ID', () => {
    const config = parseConfig({
      OPERATOR_NAME: 'Duftkompass GmbH',
      OPERATOR_ADDRESS: 'Musterweg 1, 10115 Berlin',
      OPERATOR_EMAIL: 'kontakt@duftkompass.example',
      OPERATOR_REPRESENTATIVE: 'Erika Muster',
    });
    expect(config.operator).toEqual({
      name: 'Duftkompass GmbH',
      address: 'Musterweg 1, 10115 Berlin',
      email: 'kontakt@duftkompass.example',
      phone: null,
      representative: 'Erika Muster',
      vatId: null,
    });
  });

  it('refuses a half-filled operator, naming the missing variables in German', () => {
    expect(() => parseConfig({ OPERATOR_NAME: 'Duftkompass GmbH' })).toThrow(ConfigError);
    expect(() => parseConfig({ OPERATOR_NAME: 'Duftkompass GmbH' })).toThrow(
      /OPERATOR_ADDRESS: fehlt;[\s\S]*OPERATOR_EMAIL: fehlt;/,
    );
  });

  it('refuses an e-mail address that is none', () => {
    expect(() =>
      parseConfig({ OPERATOR_NAME: 'A', OPERATOR_ADDRESS: 'B', OPERATOR_EMAIL: 'keine-adresse' }),
    ).toThrow(/OPERATOR_EMAIL: muss eine gültige E-Mail-Adresse sein/);
  });
});
