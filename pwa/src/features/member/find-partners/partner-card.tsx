import { useId, useState, type ReactNode } from 'react';
import { ALL, isPartnerType, showPercent } from '@mcs/shared';
import type { DirectoryPartner } from '@mcs/shared';
import { useFormat, useT } from '../../../i18n/index.ts';
import { memberText } from '../i18n/catalog.ts';
import { dayWord, specializationWord, WHATSAPP, type Say } from '../i18n/words.ts';
import { openState } from './opening-hours.ts';
import { callHref, directionsHref, photoSrc, whatsAppHref } from './partner-links.ts';

/** A service type's name as the search offers it ("Doctors & Clinics"); an unknown one as is. */
export function typeLabel(t: Say, type: string): string {
  if (type === ALL) return t('type.all');
  return isPartnerType(type) ? t(`type.${type}`) : type;
}

/** The responsible person as 'Dr. {name}', without doubling a title they registered with. */
export function doctorName(name: string): string {
  return /^dr\.?\s/i.test(name.trim()) ? name.trim() : `Dr. ${name.trim()}`;
}

function statusClass(status: string): string {
  if (status === 'Active') return 'badge-active';
  if (status === 'Pending') return 'badge-pending';
  return 'badge-other';
}

/** The thumbnail's box, set on the element so the card keeps its height while photos load. */
const THUMB_PX = 72;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="partner-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Photo({ path, alt }: { path: string; alt: string }) {
  return (
    <img
      className="partner-thumb"
      src={photoSrc(path)}
      alt={alt}
      width={THUMB_PX}
      height={THUMB_PX}
      loading="lazy"
      decoding="async"
      // Offline, or a photo gone from the server: no broken-image box on the card.
      onError={(event) => {
        event.currentTarget.hidden = true;
      }}
    />
  );
}

/** The discount in a few words for the card's first lines: the percentage, else the offer. */
function discountInBrief(t: Say, partner: DirectoryPartner): string {
  return partner.standardDiscount != null
    ? t('partner.off', { percent: showPercent(partner.standardDiscount) })
    : partner.discountAmount;
}

/** The listing's status in the member's words; a status the app does not know, as the server says it. */
function statusWord(t: Say, status: string): string {
  return status === 'Active' || status === 'Pending' ? t(`partnerStatus.${status}`) : status;
}

interface Props {
  partner: DirectoryPartner;
  /** The moment "Open now" is judged at (the list's render). */
  now?: Date;
}

/**
 * One directory entry for a thumb: who, what, where, the discount, open now and the three
 * actions a member wants at once (call, WhatsApp, directions); every field of the listing is
 * one tap further, under "More details".
 */
export function PartnerCard({ partner, now = new Date() }: Props) {
  const { t } = useT(memberText);
  const headingId = useId();
  // The details are made when first opened, and stay: ten closed lists of fourteen rows each
  // were most of a phone's work on the list's first render, and the "Joined" date alone made
  // the page's first date formatter (tens of milliseconds on a slow phone) for nothing on show.
  const [detailsMade, setDetailsMade] = useState(false);
  const open = openState(partner, now);
  const whatsApp = whatsAppHref(partner.contactPhone);
  const [firstPhoto] = partner.clinicPhotos;
  const brief = discountInBrief(t, partner);
  return (
    <article className="partner-card card" aria-labelledby={headingId}>
      <div className="partner-card-top">
        {firstPhoto && <Photo path={firstPhoto} alt={t('partner.photo', { name: partner.name })} />}
        <div className="partner-card-head">
          <h3 id={headingId} translate="no">
            {partner.name}
          </h3>
          <p className="muted">{typeLabel(t, partner.type)}</p>
          <p className="partner-area">
            {partner.district}, {partner.state}
          </p>
          <p className="partner-facts">
            {brief && <span className="partner-discount">{brief}</span>}
            {open && (
              <span className={`open-state open-state-${open}`}>
                {open === 'open' ? t('partner.openNow') : t('partner.closed')}
              </span>
            )}
          </p>
        </div>
      </div>
      <div className="partner-actions">
        <a
          className="btn btn-primary"
          href={callHref(partner.contactPhone)}
          aria-label={t('partner.callName', { name: partner.name })}
        >
          {t('partner.call')}
        </a>
        {whatsApp && (
          <a
            className="btn btn-outline"
            href={whatsApp}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('partner.whatsAppName', { name: partner.name })}
          >
            {WHATSAPP}
          </a>
        )}
        <a
          className="btn btn-outline"
          href={directionsHref(partner)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('partner.directionsTo', { name: partner.name })}
        >
          {t('partner.directions')}
        </a>
      </div>
      <details
        className="partner-more"
        onToggle={(event) => {
          if (event.currentTarget.open) setDetailsMade(true);
        }}
      >
        <summary>{t('partner.more')}</summary>
        {detailsMade && <PartnerDetails partner={partner} />}
      </details>
    </article>
  );
}

/** Every field of the listing, under "More details". */
function PartnerDetails({ partner }: { partner: DirectoryPartner }) {
  const { t } = useT(memberText);
  const { date } = useFormat();
  const clinic = partner.type === 'doctor' || partner.type === 'dentist';
  const [, ...morePhotos] = partner.clinicPhotos;
  return (
    <dl className="partner-rows">
      <Row label={t('partner.status')}>
        <span className={`badge ${statusClass(partner.status)}`}>
          {statusWord(t, partner.status)}
        </span>
      </Row>
      <Row label={t('partner.responsible')}>{doctorName(partner.responsible.name)}</Row>
      <Row label={t('partner.phone')}>
        <a href={`tel:${partner.contactPhone}`}>{partner.contactPhone}</a>
      </Row>
      <Row label={t('partner.email')}>
        <a href={`mailto:${partner.contactEmail}`}>{partner.contactEmail}</a>
      </Row>
      {partner.website && (
        <Row label={t('partner.website')}>
          <a href={partner.website} target="_blank" rel="noopener noreferrer">
            {t('partner.visitWebsite')}
          </a>
        </Row>
      )}
      <Row label={t('partner.address')}>
        {partner.address}
        <br />
        {partner.district}, {partner.state} - {partner.pincode}
      </Row>
      <Row label={t('partner.timings')}>
        {partner.timeFrom} - {partner.timeTo}
      </Row>
      <Row label={t('partner.days')}>
        {dayWord(t, partner.dayFrom)} - {dayWord(t, partner.dayTo)}
      </Row>
      {partner.specialization && (
        <Row label={clinic ? t('partner.specialization') : t('partner.details')}>
          {clinic ? specializationWord(t, partner.specialization) : partner.specialization}
        </Row>
      )}
      <Row label={t('partner.council')}>
        {partner.council.name} ({partner.council.number})
      </Row>
      <Row label={t('partner.discount')}>
        {partner.standardDiscount != null && (
          <span className="standard-discount">
            <strong>{showPercent(partner.standardDiscount)}</strong> {t('partner.everyMember')}
            <br />
          </span>
        )}
        {partner.discountAmount}
        {partner.discountItems.length > 0 && (
          <ul className="discount-items">
            {partner.discountItems.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </Row>
      <Row label={t('partner.served')}>{partner.membersServed ?? 0}</Row>
      <Row label={t('partner.joined')}>{date(partner.createdAt)}</Row>
      {morePhotos.length > 0 && (
        <Row label={t('partner.photos')}>
          <span className="partner-photos">
            {morePhotos.map((path, index) => (
              <Photo
                key={path}
                path={path}
                alt={t('partner.photoN', { name: partner.name, n: index + 2 })}
              />
            ))}
          </span>
        </Row>
      )}
    </dl>
  );
}
