import { Link } from 'react-router';
import { BrandMark } from './brand-mark';
import styles from './footer.module.css';
import { FOOTER_LINKS, POLICY_LINKS } from './navigation';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div>
          <p className={styles.brand}>
            <BrandMark size={28} />
            Roast
          </p>
          <p className={styles.blurb}>
            A coffee house since 2020, now three outlets. Cakes baked to order, coffee roasted with care.
          </p>
        </div>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className={styles.heading}>
            Explore
          </h2>
          <ul className={styles.list}>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-policies">
          <h2 id="footer-policies" className={styles.heading}>
            Policies
          </h2>
          <ul className={styles.list}>
            {POLICY_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>Talk to us</h2>
          <address className={styles.contact}>
            <a href="tel:+918049123300">+91 80 4912 3300</a>
            <br />
            <a href="mailto:hello@roastcafe.in">hello@roastcafe.in</a>
            <br />
            Orders and support, 9 AM to 9 PM, every day.
          </address>
        </div>
      </div>
      <div className={`container ${styles.legal}`}>
        <p>
          © {new Date().getFullYear()} Roast Cafe and Bakery, Bengaluru. Prices are in rupees; 5% GST is added at
          checkout.
        </p>
      </div>
    </footer>
  );
}
