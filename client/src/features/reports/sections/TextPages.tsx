import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { EQUIVALENCE_FACTORS, equivalenceKgPerUnit } from '../../../../../shared/calc';
import { STANDARD_PROJECT_DESCRIPTION } from '../../../../../shared/constants';
import { isLcaReport } from '../../../../../shared/reports';
import { useReport } from '../report-context';
import { Paragraph, Part, SectionTitle, useSectionTestId } from './blocks';

/** Whether a description is the standard one (stored in English, printed in the document's language). */
const isStandardDescription = (d: string | null | undefined) => !d?.trim() || d.trim() === STANDARD_PROJECT_DESCRIPTION;

/** Preface and project description (INCLUDE_PREFACE, INCLUDE_PROJECT_DESCRIPTION), and the LCA intro in the LCA report. */
export function IntroductionPage() {
  const { t } = useLingui();
  const { model } = useReport();
  const { settings: s, data } = model;
  const partner = data.partner.name;
  const client = data.project.clientName ?? data.project.name;
  return (
    <Box data-testid={useSectionTestId('section-introduction')}>
      <Part n={0}>
        {s.INCLUDE_PREFACE && (
          <Box data-testid="section-preface" sx={{ mb: '6mm' }}>
            <SectionTitle>
              <Trans>Preface</Trans>
            </SectionTitle>
            <Paragraph>
              <Trans>
                This report has been prepared by {partner} for {client}. It documents the energy use, the operating cost and the
                greenhouse-gas emissions of the IT equipment assessed in the project, so that decisions about it can be made on facts.
              </Trans>
            </Paragraph>
            <Paragraph>
              <Trans>
                Every figure in the report is calculated with one published methodology from the equipment, its operating hours, the
                delivered capacities and the electricity grid of the project's country. The methodology section explains how; the
                references list the sources of the reference data.
              </Trans>
            </Paragraph>
          </Box>
        )}
      </Part>
      <Part n={1}>
        {s.INCLUDE_PROJECT_DESCRIPTION && (
          <Box data-testid="section-project-description" sx={{ mb: '6mm' }}>
            <SectionTitle>
              <Trans>Project description</Trans>
            </SectionTitle>
            <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: '2mm' }}>
              {data.project.name}
            </Typography>
            {/* The standard description in the document's language; the seller's own text as written. */}
            {(isStandardDescription(data.project.description) ? t`Assessment of the energy use, CO2 emissions and life-cycle impact of the current IT solution and the proposed alternatives.` : (data.project.description ?? '')).split(/\n{2,}/).map((p, i) => (
              <Paragraph key={i}>{p}</Paragraph>
            ))}
          </Box>
        )}
      </Part>
      <Part n={2}>{isLcaReport(model.type) && s.INCLUDE_LCA_INTRO && <LcaIntro />}</Part>
    </Box>
  );
}

/** What a life-cycle assessment is (INCLUDE_LCA_INTRO). */
export function LcaIntro() {
  return (
    <Box data-testid="section-lca-intro" sx={{ mb: '4mm' }}>
      <SectionTitle level={2}>
        <Trans>About life-cycle assessment</Trans>
      </SectionTitle>
      <Paragraph>
        <Trans>
          A life-cycle assessment (LCA) follows a product from the extraction of its raw materials through manufacturing and transport
          to its use and its end of life. Its global warming potential (GWP) is the sum of the greenhouse gases emitted in these stages,
          expressed in kilograms of CO2 equivalents (kg CO2e).
        </Trans>
      </Paragraph>
      <Paragraph>
        <Trans>
          For IT equipment most of the emissions often come before the equipment is switched on. Keeping equipment longer and choosing
          refurbished equipment avoids the manufacturing and transport emissions of new equipment.
        </Trans>
      </Paragraph>
    </Box>
  );
}

/** How the figures are calculated (INCLUDE_METHODOLOGIES) and where the LCA data comes from (INCLUDE_DATA_METHOD). */
export function MethodologyPage() {
  const { model } = useReport();
  const s = model.settings;
  return (
    <Box data-testid={useSectionTestId('section-methodology')}>
      <Part n={0}>
        {s.INCLUDE_METHODOLOGIES && (
          <Box data-testid="section-methodologies">
            <SectionTitle>
              <Trans>Methodology</Trans>
            </SectionTitle>
            <Paragraph>
              <Trans>
                Energy. An item's yearly energy is its amount times the sum over its operating modes of power (W) times hours, divided by
                1,000 (kWh). Operating-hour profiles scale the hours; a year has at most 8,760 hours.
              </Trans>
            </Paragraph>
            <Paragraph>
              <Trans>
                Infrastructure. In data centres the energy drawn through the UPS and the cooling is added: UPS losses are the covered energy
                times (100 / efficiency − 1); cooling is the covered energy plus the UPS losses, divided by the cooling's coefficient of
                performance (COP). DCiE is the IT share of the total energy in percent.
              </Trans>
            </Paragraph>
            <Paragraph>
              <Trans>
                Printed figures. Tables print an item's IT energy (the formula above) and its facility energy, its share of the UPS losses
                and the cooling, in columns of their own; together they make the total energy from which CO2 and cost are computed. DCiE
                and PUE are given for data-centre solutions only, and only when their UPS and cooling are known. A category without a
                capacity has no rating and is left out of the weighted rating.
              </Trans>
            </Paragraph>
            <Paragraph>
              <Trans>
                Emissions and cost. CO2 is the total energy times the non-renewable share times the grid factor (g CO2e per kWh) of the
                solution or the project's country; operating cost is the energy times the kWh price. Payback is the extra investment
                divided by the yearly saving.
              </Trans>
            </Paragraph>
            <Paragraph>
              <Trans>
                Rating. For each category the watts per delivered unit of capacity (virtual machine, TB, port, user) are compared with the
                rating scale of the chosen year (A best, G worst); the energy wheel weighs the categories by their share of the energy.
              </Trans>
            </Paragraph>
            <Paragraph>
              <Trans>
                Life cycle. Manufacturing, transport and end-of-life emissions come per unit from the product's data; the use stage is the
                yearly emission over the report period. A refurbished item counts its refurbishment impact instead of manufacturing and
                transport, which it offsets.
              </Trans>
            </Paragraph>
          </Box>
        )}
      </Part>
      <Part n={1}>
        {s.INCLUDE_DATA_METHOD && (
          <Box data-testid="section-data-method" sx={{ mt: '4mm' }}>
            <SectionTitle level={2}>
              <Trans>Data method</Trans>
            </SectionTitle>
            <Paragraph>
              <Trans>
                Life-cycle figures are taken from the first available source, in this order: the manufacturer's product carbon footprint
                of the exact product; an average of the category scaled by the product's weight (average plus); the category's default.
                The appendix shows the source used for every product.
              </Trans>
            </Paragraph>
          </Box>
        )}
      </Part>
    </Box>
  );
}

/** Sources of the reference data (INCLUDE_REFERENCES). */
export function ReferencesPage() {
  const f = EQUIVALENCE_FACTORS.impact;
  const { t, i18n } = useLingui();
  // In the reader's notation: "0,1223 kg" in Danish.
  const figure = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 5 });
  const [tree, car, streaming, cup, phone] = [f.trees, f.carKm, f.streaming, f.plasticCups, f.smartphones].map((x) => figure.format(x.kgPerUnit));
  // The second set (refurbishment and LCA pages) as kg CO2e per unit too, so both sets read alike (issue #46 point 3).
  const perUnit = new Intl.NumberFormat(i18n.locale, { maximumSignificantDigits: 4 });
  const [cup2, solar, bulb, house, car2, streaming2, person] = (['plasticCups', 'solarCells', 'lightBulbs', 'houses', 'cars', 'streaming', 'persons'] as const).map((k) =>
    perUnit.format(equivalenceKgPerUnit('extended', k)),
  );
  // Publication titles stay as published; what they are for is in the reader's language.
  const refs = [
    t`Boavizta, open data on the environmental footprint of ICT equipment (boavizta.org).`,
    t`Manufacturers’ product carbon footprint (PCF) sheets, as cited per product in the catalogue.`,
    t`European Environment Agency, greenhouse-gas emission intensity of electricity generation, per country.`,
    t`The Green Grid, PUE and DCiE: a comprehensive examination of the metric (White Paper 49).`,
    t`ASHRAE TC 9.9, thermal guidelines for data processing environments (cooling COP presets).`,
    t`IEC 62040-3, uninterruptible power systems: performance (UPS efficiency presets).`,
    t`ISO 14040 and ISO 14044, life-cycle assessment: principles, framework, requirements.`,
    t`GHG Protocol, product life cycle accounting and reporting standard.`,
  ];
  return (
    <Box data-testid="section-references">
      <SectionTitle>
        <Trans>References</Trans>
      </SectionTitle>
      <Box component="ol" sx={{ pl: '6mm', m: 0, '& li': { fontSize: '9.5pt', mb: '2mm', lineHeight: 1.5 } }}>
        {refs.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </Box>
      <SectionTitle level={2}>
        <Trans>Equivalence factors</Trans>
      </SectionTitle>
      <Box data-testid="equivalence-factors">
        <Paragraph>
          <Trans>
            First set (the CO2 impact page): a tree absorbs {tree} kg CO2 a year; a car emits {car} kg per km; an hour of video streaming{' '}
            {streaming} kg; a plastic cup {cup} kg; manufacturing a smartphone {phone} kg.
          </Trans>
        </Paragraph>
        <Paragraph>
          <Trans>
            Second set (the refurbishment and life-cycle pages), in kg CO2e per unit: a tree {tree} kg a year; a plastic cup {cup2} kg; a solar
            panel producing for a year {solar} kg; a light bulb lit for a year {bulb} kg; a home's yearly energy use {house} kg; a car driven
            for a year {car2} kg; an hour of video streaming {streaming2} kg; a person's yearly emissions {person} kg.
          </Trans>
        </Paragraph>
        <Paragraph>
          <Trans>Source of both sets: the product specification, project areas, "Calculations and display". Each figure in this document names the factor it used.</Trans>
        </Paragraph>
      </Box>
    </Box>
  );
}
