#!/usr/bin/env bash
# A local OpenLDAP for the directory sign-in tests (issue 33 §1): Debian's `slapd` and `ldap-utils`, an
# slapd of its own (config and data under $HOS_LDAP_DIR, default /tmp/hos-ldap; never the system's) on
# 127.0.0.1:3389, plain ldap:// (tests only: a hospital's directory is reached over ldaps:// or StartTLS).
# Seeded with base dc=hospital,dc=example:
#   ou=people:  cn=hos-service (the service account, password Service@2024)
#               uid=ldapnurse01   李护士, employeeNumber L1001, departmentNumber 心血管内科, mail   Ldap@2024
#               uid=ldapdoctor01  王医生, employeeNumber L2001, departmentNumber 天文科 (no such local department)
#               uid=ldapdisabled01 停用者, employeeType disabled (the mapping treats it as disabled)  Ldap@2024
#   ou=groups:  cn=nurses, cn=disabled (groupOfNames)
# Idempotent: a second run finds its slapd answering and only prints the URL. Run as root on Debian 12
# (CI's .ci/run calls it). Prints the URL to export:  export HOS_TEST_LDAP_URL="$(scripts/ldap-local.sh)"
set -euo pipefail

DIR="${HOS_LDAP_DIR:-/tmp/hos-ldap}"
URL="ldap://127.0.0.1:3389"
BASE="dc=hospital,dc=example"
SERVICE_DN="cn=hos-service,ou=people,$BASE"

if ! command -v slapd >/dev/null 2>&1 && [ ! -x /usr/sbin/slapd ] || ! command -v ldapadd >/dev/null 2>&1; then
  echo "installing: slapd ldap-utils" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq slapd ldap-utils >/dev/null
fi
SLAPD="$(command -v slapd || echo /usr/sbin/slapd)"

answers() { ldapwhoami -x -H "$URL" -D "$SERVICE_DN" -w 'Service@2024' >/dev/null 2>&1; }

if answers; then
  echo "$URL"
  exit 0
fi

mkdir -p "$DIR/data"
cat > "$DIR/slapd.conf" <<EOF
include /etc/ldap/schema/core.schema
include /etc/ldap/schema/cosine.schema
include /etc/ldap/schema/nis.schema
include /etc/ldap/schema/inetorgperson.schema
pidfile $DIR/slapd.pid
modulepath /usr/lib/ldap
moduleload back_mdb
database mdb
maxsize 104857600
suffix "$BASE"
rootdn "cn=admin,$BASE"
rootpw admin-not-for-production
directory $DIR/data
access to attrs=userPassword
  by self write
  by anonymous auth
  by * none
access to *
  by dn.exact="$SERVICE_DN" read
  by self read
  by * none
EOF

# a slapd of ours that died leaves its pid file: start afresh
if [ -f "$DIR/slapd.pid" ] && ! kill -0 "$(cat "$DIR/slapd.pid")" 2>/dev/null; then rm -f "$DIR/slapd.pid"; fi
if [ ! -f "$DIR/slapd.pid" ]; then
  "$SLAPD" -h "$URL/" -f "$DIR/slapd.conf" >&2
fi
for _ in $(seq 1 50); do
  ldapwhoami -x -H "$URL" -D "cn=admin,$BASE" -w admin-not-for-production >/dev/null 2>&1 && break
  sleep 0.2
done

hash() { slappasswd -s "$1"; }
if ! ldapsearch -x -H "$URL" -D "cn=admin,$BASE" -w admin-not-for-production -b "$BASE" -s base '(objectClass=*)' dn >/dev/null 2>&1; then
  ldapadd -x -H "$URL" -D "cn=admin,$BASE" -w admin-not-for-production >/dev/null <<EOF
dn: $BASE
objectClass: dcObject
objectClass: organization
dc: hospital
o: Hospital

dn: ou=people,$BASE
objectClass: organizationalUnit
ou: people

dn: ou=groups,$BASE
objectClass: organizationalUnit
ou: groups

dn: $SERVICE_DN
objectClass: inetOrgPerson
cn: hos-service
sn: service
userPassword: $(hash 'Service@2024')

dn: uid=ldapnurse01,ou=people,$BASE
objectClass: inetOrgPerson
uid: ldapnurse01
cn: 李护士
sn: 李
displayName: 李护士
employeeNumber: L1001
departmentNumber: 心血管内科
mail: ldapnurse01@hospital.example
userPassword: $(hash 'Ldap@2024')

dn: uid=ldapdoctor01,ou=people,$BASE
objectClass: inetOrgPerson
uid: ldapdoctor01
cn: 王医生
sn: 王
displayName: 王医生
employeeNumber: L2001
departmentNumber: 天文科
mail: not an address
userPassword: $(hash 'Ldap@2024')

dn: uid=ldapdisabled01,ou=people,$BASE
objectClass: inetOrgPerson
uid: ldapdisabled01
cn: 停用者
sn: 停
employeeType: disabled
userPassword: $(hash 'Ldap@2024')

dn: cn=nurses,ou=groups,$BASE
objectClass: groupOfNames
cn: nurses
member: uid=ldapnurse01,ou=people,$BASE

dn: cn=disabled,ou=groups,$BASE
objectClass: groupOfNames
cn: disabled
member: uid=ldapdisabled01,ou=people,$BASE
EOF
fi

answers || { echo "slapd on $URL does not answer the service account" >&2; exit 1; }
echo "$URL"
