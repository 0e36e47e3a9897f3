import type { ReactNode } from 'react';
import { formatDateIN, SERVICE_TYPE_OPTIONS, showPercent } from '@mcs/shared';
import type { DirectoryPartner } from '@mcs/shared';

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

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="partner-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** One directory entry with every field of the listing. */
export function PartnerCard({ partner }: { partner: DirectoryPartner }) {
  const clinic = partner.type === 'doctor' || partner.type === 'dentist';
  return (
    <article className="partner-card card">
      <header className="partner-card-head">
        <div>
          <h3>{partner.name}</h3>
          <p className="muted">{typeLabel(partner.type)}</p>
        </div>
        <span className={`badge ${statusClass(partner.status)}`}>{partner.status}</span>
      </header>
      <dl className="partner-rows">
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
      </dl>
    </article>
  );
}
