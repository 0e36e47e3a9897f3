import { useId, type ReactNode } from 'react';
import { formatDateIN, SERVICE_TYPE_OPTIONS, showPercent } from '@mcs/shared';
import type { DirectoryPartner } from '@mcs/shared';
import { openState } from './opening-hours.ts';
import { callHref, directionsHref, photoSrc, whatsAppHref } from './partner-links.ts';

export function typeLabel(type: string): string {
  return SERVICE_TYPE_OPTIONS.find((o) => o.value === type)?.label ?? type;
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
function discountInBrief(partner: DirectoryPartner): string {
  return partner.standardDiscount != null
    ? `${showPercent(partner.standardDiscount)} off`
    : partner.discountAmount;
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
  const headingId = useId();
  const clinic = partner.type === 'doctor' || partner.type === 'dentist';
  const open = openState(partner, now);
  const whatsApp = whatsAppHref(partner.contactPhone);
  const [firstPhoto, ...morePhotos] = partner.clinicPhotos;
  const brief = discountInBrief(partner);
  return (
    <article className="partner-card card" aria-labelledby={headingId}>
      <div className="partner-card-top">
        {firstPhoto && <Photo path={firstPhoto} alt={`Clinic photo of ${partner.name}`} />}
        <div className="partner-card-head">
          <h3 id={headingId}>{partner.name}</h3>
          <p className="muted">{typeLabel(partner.type)}</p>
          <p className="partner-area">
            {partner.district}, {partner.state}
          </p>
          <p className="partner-facts">
            {brief && <span className="partner-discount">{brief}</span>}
            {open && (
              <span className={`open-state open-state-${open}`}>
                {open === 'open' ? 'Open now' : 'Closed'}
              </span>
            )}
          </p>
        </div>
      </div>
      <div className="partner-actions">
        <a
          className="btn btn-primary"
          href={callHref(partner.contactPhone)}
          aria-label={`Call ${partner.name}`}
        >
          Call
        </a>
        {whatsApp && (
          <a
            className="btn btn-outline"
            href={whatsApp}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`WhatsApp ${partner.name}`}
          >
            WhatsApp
          </a>
        )}
        <a
          className="btn btn-outline"
          href={directionsHref(partner)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Directions to ${partner.name}`}
        >
          Directions
        </a>
      </div>
      <details className="partner-more">
        <summary>More details</summary>
        <dl className="partner-rows">
          <Row label="Status">
            <span className={`badge ${statusClass(partner.status)}`}>{partner.status}</span>
          </Row>
          <Row label="Responsible">{doctorName(partner.responsible.name)}</Row>
          <Row label="Phone">
            <a href={`tel:${partner.contactPhone}`}>{partner.contactPhone}</a>
          </Row>
          <Row label="Email">
            <a href={`mailto:${partner.contactEmail}`}>{partner.contactEmail}</a>
          </Row>
          {partner.website && (
            <Row label="Website">
              <a href={partner.website} target="_blank" rel="noopener noreferrer">
                Visit Website
              </a>
            </Row>
          )}
          <Row label="Address">
            {partner.address}
            <br />
            {partner.district}, {partner.state} - {partner.pincode}
          </Row>
          <Row label="Timings">
            {partner.timeFrom} - {partner.timeTo}
          </Row>
          <Row label="Days">
            {partner.dayFrom} - {partner.dayTo}
          </Row>
          {partner.specialization && (
            <Row label={clinic ? 'Specialization' : 'Details'}>{partner.specialization}</Row>
          )}
          <Row label="Council">
            {partner.council.name} ({partner.council.number})
          </Row>
          <Row label="Discount">
            {partner.standardDiscount != null && (
              <span className="standard-discount">
                <strong>{showPercent(partner.standardDiscount)}</strong> for every member
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
          <Row label="Members served">{partner.membersServed ?? 0}</Row>
          <Row label="Joined">{formatDateIN(partner.createdAt)}</Row>
          {morePhotos.length > 0 && (
            <Row label="Photos">
              <span className="partner-photos">
                {morePhotos.map((path, index) => (
                  <Photo key={path} path={path} alt={`${partner.name}, photo ${index + 2}`} />
                ))}
              </span>
            </Row>
          )}
        </dl>
      </details>
    </article>
  );
}
