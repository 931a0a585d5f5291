import { Mail, Phone } from 'lucide'
import Link from 'next/link'
import type { ReactNode } from 'react'

import { CookiePreferencesButton } from '@/components/consent/cookie-preferences-button'
import { WhatsappGlyph } from '@/components/ui/whatsapp-glyph'
import type { Company } from '@/content/company/company'
import { companyDetails, privacyOfficerWords } from '@/content/company/company-details'
import type { CompanyDetails } from '@/content/company/company-details'
import { footer } from '@/content/texts/navigation'
import type { FooterLink } from '@/content/texts/navigation'
import { quickLinks, readingLinks } from '@/content/registry/links'
import { whatsappLinkAttributes } from '@/lib/analytics'

import { LogoMark } from './logo'
import { Icon } from '@/components/ui/icon'

const linkClass =
  'inline-flex min-h-11 items-center text-ink-200 transition-colors hover:text-white sm:min-h-9'

function FooterLinkItem({ link }: { link: FooterLink }) {
  return (
    <li>
      {link.reload ? (
        // Pages outside the shared layout load as a whole new document.
        <a href={link.href} className={linkClass}>
          {link.label}
        </a>
      ) : (
        <Link href={link.href} className={linkClass}>
          {link.label}
        </Link>
      )}
    </li>
  )
}

/** A column of links under its heading; `children` adds items after the links. */
function FooterColumn({
  id,
  title,
  links,
  children,
}: {
  id: string
  title: string
  links: readonly FooterLink[]
  children?: ReactNode
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-base font-semibold text-white">
        {title}
      </h2>
      <ul>
        {links.map((link) => (
          <FooterLinkItem key={link.label} link={link} />
        ))}
        {children}
      </ul>
    </nav>
  )
}

/**
 * The data protection officer, on every page: Resolução CD/ANPD nº 18/2024 asks for the
 * officer's identity and contact clearly on the site, not only inside the policy.
 */
function PrivacyOfficer({ company, details }: { company: Company; details: CompanyDetails }) {
  return (
    <p className="mt-4 text-sm">
      <span className="font-semibold text-white">{privacyOfficerWords.title}:</span>{' '}
      {details.privacyOfficer}
      <br />
      <a href={details.privacyEmailHref} className={linkClass}>
        <Icon node={Mail} className="mr-2 size-4 text-accent-300" />
        {company.privacyOfficer.email}
      </a>
    </p>
  )
}

/** The shared layout's footer: the company's facts and channels, and the site's links. */
export function SiteFooter({ company }: { company: Company }) {
  const details = companyDetails(company)
  return (
    <footer className="on-dark bg-ink-950 text-ink-200">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-3 lg:grid-cols-5">
        <div className="sm:col-span-3 lg:col-span-2">
          <p className="mb-4 flex items-center gap-2.5 text-lg font-bold text-white">
            <LogoMark className="size-8" />
            {company.name}
          </p>
          <p className="mb-6 max-w-md">{company.description}</p>
          <h2 className="sr-only">{footer.contactTitle}</h2>
          <ul className="space-y-1">
            <li>
              <a href={details.phoneHref} className={`${linkClass} whitespace-nowrap`}>
                <Icon node={Phone} className="mr-2 size-4 text-accent-300" />
                <span className="sr-only">{footer.phoneLabel}: </span>
                {company.phone}
              </a>
            </li>
            <li>
              <a
                href={details.whatsappHref}
                target="_blank"
                rel="noopener"
                {...whatsappLinkAttributes('footer')}
                className={`${linkClass} whitespace-nowrap`}
              >
                <Icon node={WhatsappGlyph} className="mr-2 size-4 text-accent-300" />
                <span className="sr-only">{footer.whatsappLabel}: </span>
                {company.whatsapp}
              </a>
            </li>
            <li>
              <a href={details.emailHref} className={linkClass}>
                <Icon node={Mail} className="mr-2 size-4 text-accent-300" />
                <span className="sr-only">{footer.emailLabel}: </span>
                {company.email}
              </a>
            </li>
          </ul>
          <p className="mt-4 text-sm text-ink-300">
            {company.legalName}
            <br />
            {footer.cnpjLabel} {company.cnpj}
          </p>
          <PrivacyOfficer company={company} details={details} />
        </div>

        <FooterColumn id="footer-links" title={footer.quickLinksTitle} links={quickLinks()}>
          <li>
            <CookiePreferencesButton className={`${linkClass} cursor-pointer`} />
          </li>
        </FooterColumn>
        <FooterColumn id="footer-services" title={footer.servicesTitle} links={footer.services} />
        <FooterColumn id="footer-reading" title={footer.readingTitle} links={readingLinks()} />
      </div>
      <div className="border-t border-white/10">
        <p className="container-page py-6 text-sm text-ink-300">
          © {company.copyrightYear} {company.name}. {footer.rights}
        </p>
      </div>
    </footer>
  )
}
