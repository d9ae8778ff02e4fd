import { describe, expect, it } from 'vitest';
import type { EedReportData } from './eed-report.hooks';
import { formValuesOf, inputOf, previewKpis, withInstrumentEvidence } from './eed-form';

/** A year never saved: every input empty, the energies the model's. */
const unsaved: EedReportData = {
  solutionId: '1', solutionName: 'Site', projectName: 'Project', year: 2025,
  installedItPowerKw: null, totalEnergyKwh: 217_519.4, itEnergyKwh: 142_076.2, totalEnergySource: 'model', itEnergySource: 'model',
  modelTotalEnergyKwh: 217_519.4, modelItEnergyKwh: 142_076.2,
  waterInputM3: null, potableWaterM3: null, reusedEnergyKwh: null, renewableEnergyKwh: null, renewableOnSiteKwh: null, renewablePpaKwh: null,
  renewableGuaranteesOfOriginKwh: null, backupGeneratorEnergyKwh: null, totalFloorAreaM2: null, computerRoomFloorAreaM2: null,
  coolingSetPointMinC: null, coolingSetPointMaxC: null, storageCapacityPb: null, serverCapacity: null, incomingTrafficEb: null, outgoingTrafficEb: null,
  co2FactorGram: 150, cueFactorMethod: 'location', scope2RenewableKwh: 0, scope2GuaranteeOfOriginKwh: 0, scope2PpaKwh: 0, scope2Ref: 0, renewableDifferenceKwh: null, renewableAgree: null, pue: null, dcie: null, wue: null, erf: null, ref: null, ere: null, cue: null, obliged: false, saved: false, updatedAt: null, editable: true,
};

describe('EED report form values', () => {
  it("takes the solution's guarantees of origin and PPAs as the renewable evidence, and an empty total as their sum (issue #47, point 10)", () => {
    const v = { ...formValuesOf(unsaved), renewableOnSiteKwh: '1000' };
    expect(withInstrumentEvidence(v, { renewableGuaranteesOfOriginKwh: '350400', renewablePpaKwh: '20000' })).toMatchObject({
      renewableGuaranteesOfOriginKwh: '350400', renewablePpaKwh: '20000', renewableEnergyKwh: '371400', renewableOnSiteKwh: '1000',
    });
    // A total the user typed stays theirs.
    expect(withInstrumentEvidence({ ...v, renewableEnergyKwh: '500000' }, { renewableGuaranteesOfOriginKwh: '350400', renewablePpaKwh: '' }).renewableEnergyKwh).toBe('500000');
  });

  it('sends null for an energy that is not measured (the model’s), the typed value once it is', () => {
    const v = formValuesOf(unsaved);
    expect(v).toMatchObject({ measuredTotal: false, measuredIt: false, totalEnergyKwh: '217519', waterInputM3: '' });
    expect(inputOf(v, 2025)).toMatchObject({ year: 2025, totalEnergyKwh: null, itEnergyKwh: null, waterInputM3: null, serverCapacity: null });
    const measured = { ...v, measuredTotal: true, totalEnergyKwh: '1500000', waterInputM3: '1800,5' };
    expect(inputOf(measured, 2025)).toMatchObject({ totalEnergyKwh: 1_500_000, itEnergyKwh: null, waterInputM3: 1800.5 });
  });

  it('keeps text that is no number for the schema to refuse', () => {
    expect(inputOf({ ...formValuesOf(unsaved), reusedEnergyKwh: 'lots', waterInputM3: '-3' }, 2025)).toMatchObject({ reusedEnergyKwh: 'lots', waterInputM3: '-3' });
  });

  it('previews the acceptance example’s KPIs from what the form holds', () => {
    const v = { ...formValuesOf(unsaved), measuredTotal: true, measuredIt: true, totalEnergyKwh: '1500000', itEnergyKwh: '1000000', waterInputM3: '1800', reusedEnergyKwh: '300000', renewableEnergyKwh: '1200000', installedItPowerKw: '500' };
    const k = previewKpis(v, unsaved);
    expect([k.pue, k.wue, k.erf, k.ref, k.ere, k.cue].map((x) => x!.toFixed(3))).toEqual(['1.500', '1.800', '0.200', '0.800', '1.200', '0.225']);
    expect(k.dcie!.toFixed(1)).toBe('66.7');
    expect(k.obliged).toBe(true);
    // Not measured: the model's energies.
    expect(previewKpis(formValuesOf(unsaved), unsaved).pue).toBeCloseTo(217_519.4 / 142_076.2, 9);
  });
});
